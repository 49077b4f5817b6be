/**
 * Conflict rule for messages: a sent message is immutable, so the server's content wins;
 * the one change a sender may make, deleting it, sticks once made on either side.
 */
import type { WithDeleted } from 'rxdb';
import type { ConversationMessageDoc } from './schema';

export function resolveMessage(
  local: WithDeleted<ConversationMessageDoc>,
  server: WithDeleted<ConversationMessageDoc>,
): WithDeleted<ConversationMessageDoc> {
  return { ...server, _deleted: server._deleted || local._deleted };
}
