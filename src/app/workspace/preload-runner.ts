// The order of work of route preloading (product-spec §4): each screen's code is loaded only
// once the browser has been idle (or the idle wait timed out), one after another, so that
// loading and starting code never runs into the user's own work or a list arriving.

export type WhenIdle = () => Promise<void>;

/** Loads `order`'s targets one by one, each after an idle wait; stops once `cancelled()`. */
export async function preloadWhenIdle(
  order: readonly string[],
  loaders: Record<string, () => Promise<unknown>>,
  whenIdle: WhenIdle,
  cancelled: () => boolean,
): Promise<void> {
  for (const target of order) {
    await whenIdle();
    if (cancelled()) return;
    await loaders[target]?.().catch((err: unknown) => console.warn(`Preloading ${target} failed`, err));
  }
}
