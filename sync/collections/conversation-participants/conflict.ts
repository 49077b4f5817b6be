/**
 * Conflict rule for participants: the read position takes the later of the two. The device's
 * read position (last_read_at with its unread_count) wins only when it is strictly later;
 * everything else about the participant is the server's. Null reads as "never read".
 */
import type { WithDeleted } from 'rxdb';
import type { ConversationParticipantDoc } from './schema';

function isLater(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a) return false;
  if (!b) return true;
  return Date.parse(a) > Date.parse(b) || (Date.parse(a) === Date.parse(b) && a > b);
}

export function resolveParticipant(
  local: WithDeleted<ConversationParticipantDoc>,
  server: WithDeleted<ConversationParticipantDoc>,
): WithDeleted<ConversationParticipantDoc> {
  if (!isLater(local.last_read_at, server.last_read_at)) return server;
  return {
    ...server,
    last_read_at: local.last_read_at,
    unread_count: Math.min(local.unread_count, server.unread_count),
  };
}
