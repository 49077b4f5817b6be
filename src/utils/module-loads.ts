// Lazily loaded modules (route screens and components), each fetched once and shared. A failed
// fetch (offline before the service worker held it, a connection dropped mid-load) is kept
// until an error boundary has it: React reads a rejected load again while it retries a render,
// and a load begun anew each time would show a loading screen for ever. The boundary then
// forgets it, so the next try fetches the module again.

type Load<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new Map<() => Promise<unknown>, Load<unknown>>();

/** The loader's module, loaded once; a settled load is marked so React's use() reads it at once. */
export function loadModule<T>(loader: () => Promise<T>): Promise<T> {
  let tracked = loads.get(loader) as Load<T> | undefined;
  if (!tracked) {
    const load: Load<T> = loader().then(
      (value) => {
        Object.assign(load, { status: 'fulfilled', value });
        return value;
      },
      (reason: unknown) => {
        Object.assign(load, { status: 'rejected', reason });
        throw reason;
      },
    );
    tracked = load;
    loads.set(loader, load);
  }
  return tracked;
}

// Where a failed fetch names the module: Chromium's and Firefox's wording (Safari's names none).
const FAILED_MODULE_URL = /dynamically imported module:\s*(\S+)/i;
// Modules fetched again, by the URL that failed: one instance each, as an import would share.
const refetched = new Map<string, Promise<unknown>>();
let fetchesAgain = 0;

/**
 * `load` (a dynamic import), or, when it fails, the module it names under a URL of its own.
 * Some browsers keep a failed module fetch in the page's module map and fail every later import
 * of that URL at once, without a request (Chromium up to 150, as the HTML standard had it until
 * whatwg/html#10327), so a screen whose code was cut off could come back only with a reload.
 * Modules the first fetch did load are shared as before: only the failed one gets the new URL.
 */
export async function importFresh<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = failedModuleUrl(error, location);
    if (!url) throw error;
    let again = refetched.get(url.href) as Promise<T> | undefined;
    if (!again) {
      const fresh = new URL(url);
      fresh.searchParams.set('fetch', String(++fetchesAgain));
      again = import(/* @vite-ignore */ fresh.href) as Promise<T>;
      refetched.set(url.href, again);
      again.catch(() => refetched.delete(url.href));
    }
    return again;
  }
}

/** The same-origin module a failed dynamic import names, if its message names one. */
export function failedModuleUrl(error: unknown, page: Pick<Location, 'href' | 'origin'>): URL | null {
  const named = error instanceof Error ? FAILED_MODULE_URL.exec(error.message)?.[1] : undefined;
  if (!named) return null;
  try {
    const url = new URL(named, page.href);
    return url.origin === page.origin ? url : null;
  } catch {
    return null;
  }
}

/** Drops failed loads, for an error boundary that has shown their error. */
export function forgetFailedLoads(): void {
  for (const [loader, load] of loads) if (load.status === 'rejected') loads.delete(loader);
}

// As each browser words a failed module fetch, and Vite's preload of its CSS.
const MODULE_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload/i;

export function isModuleLoadError(error: unknown): boolean {
  return error instanceof Error && MODULE_LOAD_FAILED.test(error.message);
}

/**
 * Calls `retry` once the browser is back online or after a delay backing off from 1 s to 30 s
 * with `attempt` (the browser may not know its connection dropped). Returns a cancel.
 */
export function whenModulesMayLoad(attempt: number, retry: () => void): () => void {
  const fire = () => {
    cancel();
    retry();
  };
  const timer = setTimeout(fire, Math.min(30_000, 1000 * 2 ** attempt));
  window.addEventListener('online', fire);
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('online', fire);
  };
  return cancel;
}

/**
 * `load` run once, its promise shared by every caller; a run that failed (a module fetched
 * offline) is not kept, so the next call runs it again.
 */
export function onceUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
}
