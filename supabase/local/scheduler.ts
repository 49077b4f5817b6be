/**
 * The local stack's scheduled jobs, what pg_cron runs on a hosted project: every interval it
 * delivers due queued notifications (process_notification_queue_batch), moves campaign
 * sequences on (advance_campaigns), settles placements past their guarantee
 * (settle_placements), sends calendar reminders 24 hours and 15 minutes before confirmed
 * events (send_calendar_reminders) and marks the screening of applications whose interview has
 * ended completed (complete_past_interviews), as the database owner. A failure is logged with the job's name and the
 * loop goes on; stop() waits for the round in progress. Given the Auth service, it also sends
 * the Auth invitations the database queued for invited addresses without an account
 * (auth-invites.ts).
 */
import type pg from 'pg';
import { sendAuthInvites, type AuthInviteTarget } from './auth-invites';

export const SCHEDULED_JOBS = [
  ['deliver queued notifications', 'select public.process_notification_queue_batch(50)'],
  ['advance campaigns', 'select public.advance_campaigns()'],
  ['settle placements', 'select public.settle_placements()'],
  ['send calendar reminders', 'select public.send_calendar_reminders()'],
  ['complete past interviews', 'select public.complete_past_interviews()'],
] as const;

export interface Scheduler {
  /** Runs every job once now (also what each tick does). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduler(
  pool: pg.Pool,
  intervalMs: number,
  log: (line: string) => void,
  auth?: AuthInviteTarget,
): Scheduler {
  let round: Promise<void> = Promise.resolve();
  let stopped = false;
  const runOnce = async () => {
    for (const [name, statement] of SCHEDULED_JOBS) {
      if (stopped) return;
      try {
        await pool.query(statement);
      } catch (err) {
        log(`[scheduler] ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (!auth || stopped) return;
    await sendAuthInvites(pool, auth).catch((err: unknown) => {
      log(`[scheduler] send auth invites failed: ${err instanceof Error ? err.message : String(err)}`);
    });
  };
  const timer = setInterval(() => {
    round = round.then(runOnce);
  }, intervalMs);
  timer.unref();
  return {
    runOnce: () => (round = round.then(runOnce)),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
