/**
 * A time limit for reads that go online (the job search, a job read for its panel). A
 * connection that accepts requests but never answers leaves every await on it pending for ever,
 * while the browser still says online; a read under this helper gives up after a few seconds,
 * so the screen can fall back on what the device holds. The signal handed to the read aborts the
 * request itself (supabase-js's `.abortSignal()`); the helper also stops waiting on its own,
 * because supabase-js awaits the auth session before it fetches, which the signal does not reach.
 */
import { ANSWER_TIMEOUT_MS } from './timed-fetch';

/**
 * How long an online read may take before the screen stops waiting on it: the same silence the
 * app's fetch allows (timed-fetch.ts), so a read and the request under it give up together.
 */
export const ONLINE_READ_TIMEOUT_MS = ANSWER_TIMEOUT_MS;

/** The read was given up: the server did not answer in time. Treat it as being offline. */
export class OnlineReadTimeout extends Error {
  constructor(readonly ms: number) {
    super(`The server did not answer within ${Math.round(ms / 1000)} s`);
    this.name = 'OnlineReadTimeout';
  }
}

/** Runs `read` with a signal that aborts after `ms`, and rejects with OnlineReadTimeout then. */
export function withOnlineTimeout<T>(
  read: (signal: AbortSignal) => PromiseLike<T>,
  ms: number = ONLINE_READ_TIMEOUT_MS,
): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  return new Promise<T>((resolve, reject) => {
    // Registered before the read's own listener, so the timeout is what the caller sees.
    const giveUp = () => reject(new OnlineReadTimeout(ms));
    signal.addEventListener('abort', giveUp, { once: true });
    const settle = () => signal.removeEventListener('abort', giveUp);
    Promise.resolve()
      .then(() => read(signal))
      .then(
        (value) => (settle(), resolve(value)),
        (err: unknown) => (settle(), reject(err)),
      );
  });
}

export const isOnlineReadTimeout = (err: unknown): err is OnlineReadTimeout => err instanceof OnlineReadTimeout;
