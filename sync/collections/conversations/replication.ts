/**
 * Replication of conversations: RxDB's replication-supabase plugin. The rows are flat, RLS
 * scopes them to exactly the user's conversations, and the device does not write them.
 */
import type { TableSync } from '../../replication/types';
import type { ConversationDoc } from './schema';

export const conversationsSync: TableSync<ConversationDoc> = { table: 'conversations', via: 'plugin' };
