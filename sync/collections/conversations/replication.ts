/**
 * Replication of conversations: our handlers, pull and live stream only. The rows are flat, RLS
 * scopes them to exactly the user's conversations, and the device does not write them (RxDB's
 * replication-supabase plugin would do, but its checkpoint is the write-time `_modified`, which
 * can pass over a row committed late; see sync/README.md).
 */
import type { TableSync } from '../../replication/types';
import type { ConversationDoc } from './schema';

export const conversationsSync: TableSync<ConversationDoc> = { table: 'conversations', via: 'handlers' };
