/**
 * The commands that need the server's authority, with their arguments, and how to queue one.
 * Each is an RPC the server makes idempotent (answering an invitation twice changes nothing
 * and says so), so replaying an entry after a crash or a lost answer is safe. Queuing the
 * same command with the same arguments while one is pending returns the pending entry.
 */
import { randomToken } from 'rxdb';
import type { OutboxDoc } from '../collections/outbox/schema';
import { nowTimestamp } from '../collections/fields';
import type { EveeDatabase } from '../database';
import type { Database } from '../database-types';

export type OutboxCommand =
  | 'accept_company_invitation'
  | 'confirm_interview_slot'
  | 'decline_company_invitation'
  | 'mark_conversation_as_read'
  | 'mark_notifications_read';

/**
 * Commands whose effect reaches rows the device mirrors but did not write itself (a membership
 * and its company, an invitation's state, an interview's time). Once the server has carried one
 * out the device pulls at once: a reconnect's own pull can run before the command and the live
 * channel after it, and then neither brings the change. The read marks are the device's own.
 */
export const pullAfter: ReadonlySet<string> = new Set<OutboxCommand>([
  'accept_company_invitation',
  'confirm_interview_slot',
  'decline_company_invitation',
]);

/** Each command's arguments, as the database's function takes them (non-null: every one is needed). */
export type OutboxCommands = { [C in OutboxCommand]: { [A in keyof Args<C>]-?: NonNullable<Args<C>[A]> } };

type Args<C extends OutboxCommand> = Database['public']['Functions'][C]['Args'];

export function commandKey(command: string, args: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
  return `${command}:${JSON.stringify(sorted)}`;
}

function uuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = randomToken(32)
    .replace(/[^0-9a-f]/g, '0')
    .padEnd(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function enqueueCommand<C extends OutboxCommand>(
  db: EveeDatabase,
  command: C,
  args: OutboxCommands[C],
): Promise<OutboxDoc> {
  const key = commandKey(command, args);
  const pending = await db.outbox.findOne({ selector: { key, status: 'pending' } }).exec();
  if (pending) return pending.toJSON() as OutboxDoc;
  const now = nowTimestamp();
  const entry: OutboxDoc = {
    id: uuid(),
    key,
    command,
    args,
    status: 'pending',
    result: null,
    error: null,
    error_code: null,
    attempts: 0,
    created_at: now,
    updated_at: now,
  };
  await db.outbox.insert(entry);
  return entry;
}

/** Puts a failed entry back in the queue (the user chose Retry). */
export async function retryCommand(db: EveeDatabase, id: string): Promise<void> {
  const entry = await db.outbox.findOne(id).exec();
  if (entry?.status === 'failed') {
    await entry.incrementalPatch({ status: 'pending', error: null, error_code: null, updated_at: nowTimestamp() });
  }
}
