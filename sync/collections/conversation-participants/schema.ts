/**
 * The conversation_participants collection: who is in each of the user's conversations, with
 * each one's read position. The user writes only their own read position (unread_count,
 * last_read_at). Names and avatars come from user_profiles (see detailed.ts).
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { bool, int, nullableTimestamp, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'conversation_participants',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    conversation_id: uuid,
    user_id: uuid,
    participant_role: text,
    user_type: text,
    unread_count: int,
    last_read_at: nullableTimestamp,
    is_active: bool,
    joined_at: timestamp,
  },
  required: ['id', 'conversation_id', 'user_id', 'unread_count', 'is_active'],
  indexes: ['conversation_id', 'user_id'],
} as const;

export type ConversationParticipantDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const conversationParticipantsSchema: RxJsonSchema<ConversationParticipantDoc> = literal;
export const conversationParticipantsMigrations: MigrationStrategies = {};
