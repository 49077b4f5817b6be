/**
 * Replays the outbox against the server, oldest first, in the tab that holds the leadership.
 * An entry is marked done only once the server has answered, so nothing is lost if the app
 * stops midway; the RPCs are idempotent, so a replay is harmless. A refusal (a Postgres data,
 * integrity or permission error, or a raised exception) marks the entry failed with the
 * server's reason, as does an error that keeps coming back; an unreachable server or an
 * expired session leaves it pending and retries with backoff, keeping the order.
 */
import type { RxDocument } from 'rxdb';
import type { OutboxDoc } from '../collections/outbox/schema';
import { nowTimestamp } from '../collections/fields';
import { MAX_PUSH_ATTEMPTS, retryDelay } from '../replication/backoff';
import { deviceOffline } from '../replication/device-offline';
import { isPermanentCode, type ClassifiedError } from '../replication/errors';
import { rpcByName } from '../replication/any-table';
import type { SyncContext } from '../replication/types';

const REFUSALS = new Set(['P0001', 'PGRST202', 'PGRST203', '42883']);

/**
 * What to do with a command the server did not carry out: 'failed' for a refusal, or for an
 * error that kept coming back (nothing retries forever); 'retry' while offline, while the
 * session waits to be renewed, or for a passing error.
 */
export function outboxOutcome(error: ClassifiedError, attempts: number): 'failed' | 'retry' {
  if (isPermanentCode(error.code) || (error.code && REFUSALS.has(error.code))) return 'failed';
  return error.kind === 'transient' && attempts >= MAX_PUSH_ATTEMPTS ? 'failed' : 'retry';
}

export interface OutboxProcessor {
  /** Runs the queue now (on start, new entries, reconnect and visibility). */
  kick(): void;
  /** Resolves once the queue has been run through (for tests and the bench). */
  drained(): Promise<void>;
  stop(): void;
}

/**
 * `onCarriedOut` hears, once per pass through the queue, the commands the server carried out in
 * it (not those it refused), after their entries record it.
 */
export function createOutboxProcessor(ctx: SyncContext, onCarriedOut?: (commands: string[]) => void): OutboxProcessor {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(kick, retryDelay(attempt++));
  };

  let carriedOut: string[] = [];

  async function runOne(entry: RxDocument<OutboxDoc>): Promise<boolean> {
    const { data, error } = await rpcByName(ctx.client, entry.command, entry.args);
    const updated_at = nowTimestamp();
    if (!error) {
      const result = data && typeof data === 'object' && !Array.isArray(data) ? data : { value: data ?? null };
      await entry.incrementalPatch({
        status: 'done',
        result,
        error: null,
        error_code: null,
        attempts: entry.attempts + 1,
        updated_at,
      });
      ctx.status.reportSuccess('outbox');
      carriedOut.push(entry.command);
      return true;
    }
    const e = ctx.status.reportFailure('outbox', 'outbox', error);
    if (outboxOutcome(e, entry.attempts + 1) === 'failed') {
      await entry.incrementalPatch({
        status: 'failed',
        error: e.message,
        error_code: e.code,
        attempts: entry.attempts + 1,
        updated_at,
      });
      return true;
    }
    await entry.incrementalPatch({ attempts: entry.attempts + 1, updated_at });
    return false;
  }

  async function drain(): Promise<void> {
    try {
      await pass();
    } finally {
      const done = carriedOut;
      carriedOut = [];
      if (done.length && !stopped) onCarriedOut?.(done);
    }
  }

  async function pass(): Promise<void> {
    do {
      again = false;
      const pending = await ctx.db.outbox
        .find({ selector: { status: 'pending' }, sort: [{ created_at: 'asc' }] })
        .exec();
      for (const entry of pending) {
        if (stopped) return;
        if (!(await runOne(entry))) {
          schedule();
          return;
        }
      }
      attempt = 0;
    } while (again && !stopped);
  }

  function kick() {
    // Nothing is sent while the browser knows it is offline; the engine kicks again on 'online'.
    if (stopped || deviceOffline()) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => {
        ctx.status.reportFailure('outbox', 'outbox', err);
        schedule();
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    kick,
    async drained() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
