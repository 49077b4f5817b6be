// Asks again while the answer is empty, waiting the given delays in turn (product-spec §4: a new
// profile's roles may not exist yet), and stops early once the answer is no longer wanted.
export interface RetryOptions<T> {
  isEmpty: (value: T) => boolean;
  delays: readonly number[];
  sleep: (ms: number) => Promise<void>;
  stillWanted?: () => boolean;
}

export async function retryWhileEmpty<T>(load: () => Promise<T>, options: RetryOptions<T>): Promise<T> {
  let value = await load();
  for (const delay of options.delays) {
    if (!options.isEmpty(value) || options.stillWanted?.() === false) break;
    await options.sleep(delay);
    value = await load();
  }
  return value;
}
