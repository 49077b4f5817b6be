// Runs `cb` when the browser is next idle, or after `timeoutMs` at the latest; where there is no
// requestIdleCallback (Safari), on the next task.
type Idle = (cb: () => void, opts: { timeout: number }) => number;

export function whenIdle(cb: () => void, timeoutMs: number): void {
  const idle: Idle =
    (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback ?? ((run) => window.setTimeout(run, 1));
  idle(cb, { timeout: timeoutMs });
}
