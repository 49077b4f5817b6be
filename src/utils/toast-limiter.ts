// The toast limiter of product-spec §5/§9: once 3 toasts have been shown in quick succession,
// further ones are dropped until 2 s pass without a toast.
export const TOAST_LIMIT = 3;
export const TOAST_WINDOW_MS = 2000;

export interface LimiterState {
  count: number;
  lastShownAt: number;
}

export const initialLimiterState: LimiterState = { count: 0, lastShownAt: Number.NEGATIVE_INFINITY };

export function limitToast(state: LimiterState, now: number): { show: boolean; state: LimiterState } {
  const recent = now - state.lastShownAt < TOAST_WINDOW_MS;
  if (recent && state.count >= TOAST_LIMIT) return { show: false, state };
  return { show: true, state: { count: recent ? state.count + 1 : 1, lastShownAt: now } };
}
