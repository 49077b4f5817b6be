// A failed fetch of a lazily loaded module (offline before the service worker held it, or a
// connection dropped mid-load), as each browser words it, and Vite's preload of its CSS.
const MODULE_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload/i;

export function isModuleLoadError(error: unknown): boolean {
  return error instanceof Error && MODULE_LOAD_FAILED.test(error.message);
}

/** When to try a failed module load again: 1 s, doubling up to 30 s. */
export function moduleRetryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}
