/**
 * Lets the page draw and answer input before going on. Work that starts many things at once (a
 * dozen replications, then their pulls when the shared horizon arrives) otherwise runs as one
 * long task: on a phone a screen that does not answer, and blocking time in Lighthouse's count.
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place ahead of
 * other tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
