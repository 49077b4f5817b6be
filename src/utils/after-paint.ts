// Runs work after the browser has painted the next frame, so a change someone just made shows
// before the work it starts (a write to the device, and the live queries it wakes). A hidden tab
// paints no frames, so the work runs after `latestMs` anyway: it is never held back for good.
export function afterNextPaint(run: () => void, latestMs = 100): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, latestMs);
  // The frame's rendering follows its animation-frame callbacks; a task queued from one runs after it.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
}
