// Answering a company invitation: a command queued in the outbox (sync/outbox), which the
// server must authorise. It is saved on the device at once and sent now, or on reconnect.
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import type { EveeDatabase } from '@sync/database';
import { commandKey, enqueueCommand } from '@sync/outbox/commands';
import { invitationId, type InvitationAnswer } from '@/utils/notification-fields';

export const invitationCommands = {
  accept: 'accept_company_invitation',
  decline: 'decline_company_invitation',
} as const;

export const invitationCommandNames: string[] = Object.values(invitationCommands);

export function invitationCommandKey(answer: InvitationAnswer, id: string): string {
  return commandKey(invitationCommands[answer], { invitation_id: id });
}

export type AnswerResult =
  { ok: true; entryId: string } | { ok: false; error: 'Invalid invitation' | 'An error occurred' };

export async function answerInvitation(
  db: EveeDatabase,
  row: Pick<NotificationDoc, 'type' | 'read' | 'data'>,
  answer: InvitationAnswer,
): Promise<AnswerResult> {
  const id = invitationId(row);
  if (!id) return { ok: false, error: 'Invalid invitation' };
  try {
    const entry = await enqueueCommand(db, invitationCommands[answer], { invitation_id: id });
    return { ok: true, entryId: entry.id };
  } catch (err) {
    console.error(`Could not queue the invitation ${answer}`, err);
    return { ok: false, error: 'An error occurred' };
  }
}
