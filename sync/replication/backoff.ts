/**
 * Retry delays: exponential from one second, capped at a minute, with jitter so that many
 * devices coming back at once do not retry in step. Pure; the random source is injectable.
 */
export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  random?: () => number;
}

export function retryDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = 1000, maxMs = 60_000, random = Math.random } = options;
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(exponential * (0.5 + random() / 2));
}

/** After this many failed attempts a retriable push error is recorded for the user. */
export const MAX_PUSH_ATTEMPTS = 8;
