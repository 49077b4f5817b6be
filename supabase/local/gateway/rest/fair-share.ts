/**
 * Each caller's fair share of the database pool. Requests of one caller (a signed-in user by
 * their token's `sub`; anon by client address) run at most `active` at a time; up to `queued`
 * more wait their turn in order, each at most `waitMs`; beyond that, or once the wait is over,
 * the request answers 429 with Retry-After in PostgREST's error shape. So one account firing
 * slow requests in parallel holds at most `active` of the pool's connections, and everyone
 * else, sign-in included, keeps the rest. The queue absorbs the app's own bursts: a device's
 * sync starts a pull per table at once (about twenty), which wait a few milliseconds instead
 * of failing. The service role (scripts, the seed, tests' setup) is trusted and not limited.
 */
import { restError } from '../errors';
import type { Identity } from './context';

export interface FairShareLimits {
  /** Requests of one caller running at once. */
  active: number;
  /** Requests of one caller waiting for a turn. */
  queued: number;
  /** Longest wait for a turn, in ms. */
  waitMs: number;
}

/** With the pool's 20 connections: one caller takes at most 8; a burst of 40 is absorbed. */
export const DEFAULT_FAIR_SHARE: FairShareLimits = { active: 8, queued: 32, waitMs: 10_000 };

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

interface Lane {
  running: number;
  waiting: Waiter[];
}

/** Whose share a request counts against; null for the service role, which has no limit. */
export function shareKey(id: Identity, clientAddress: string): string | null {
  if (id.role === 'service_role') return null;
  const sub = id.claims.sub;
  if (id.role === 'authenticated' && typeof sub === 'string' && sub) return `user:${sub}`;
  return `${id.role}:${clientAddress}`;
}

export function tooManyRequests(limits: FairShareLimits): ReturnType<typeof restError> {
  return restError(
    429,
    'PGRST429',
    'Too many requests at once from this caller',
    `At most ${limits.active} requests of one caller run at a time and ${limits.queued} more wait, each at most ${Math.round(limits.waitMs / 1000)} s`,
    'Retry after the number of seconds in Retry-After',
    { 'Retry-After': '1' },
  );
}

export class FairShare {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly limits: FairShareLimits = DEFAULT_FAIR_SHARE) {}

  /** Waits for a turn and returns its release (call it once), or throws the 429. */
  async acquire(key: string | null): Promise<() => void> {
    if (key === null) return () => {};
    let lane = this.lanes.get(key);
    if (!lane) this.lanes.set(key, (lane = { running: 0, waiting: [] }));
    if (lane.running < this.limits.active) {
      lane.running += 1;
      return this.releaser(key, lane);
    }
    if (lane.waiting.length >= this.limits.queued) throw tooManyRequests(this.limits);
    const current = lane;
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          current.waiting.splice(current.waiting.indexOf(waiter), 1);
          reject(tooManyRequests(this.limits));
        }, this.limits.waitMs),
      };
      current.waiting.push(waiter);
    });
    return this.releaser(key, current);
  }

  private releaser(key: string, lane: Lane): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = lane.waiting.shift();
      // The turn passes straight to the next waiter, so `running` stays as it is.
      if (next) {
        clearTimeout(next.timer);
        next.start();
        return;
      }
      lane.running -= 1;
      if (lane.running === 0) this.lanes.delete(key);
    };
  }
}
