/**
 * Lets the page draw and answer input before going on. Work that starts many things at once (a
 * dozen replications, then their pulls when the shared horizon arrives) otherwise runs as one
 * long task: on a phone a screen that does not answer, and blocking time in Lighthouse's count.
 * The rest goes on as a background task where the browser can say so (`scheduler.postTask`),
 * behind the screen's own rendering: `scheduler.yield()` would put it ahead of that, and a
 * returning Hiring Center then showed its plans 40–60 ms later. Elsewhere, a timer.
 */
type PostTask = (task: () => void, options: { priority: 'background' }) => Promise<void>;

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => {}, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}
