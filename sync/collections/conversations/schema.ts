/**
 * The conversations collection: every conversation the user takes part in or created (RLS).
 * Counters (message_count, last_message_at) belong to the server.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { bool, int, nullableText, nullableTimestamp, nullableUuid, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'conversations',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    title: nullableText,
    conversation_type: text,
    conversation_category: text,
    access_level: text,
    avatar_url: nullableText,
    description: nullableText,
    company_id: nullableUuid,
    job_id: nullableUuid,
    job_application_id: nullableUuid,
    created_by: nullableUuid,
    created_at: timestamp,
    updated_at: timestamp,
    is_archived: bool,
    message_count: int,
    last_message_at: nullableTimestamp,
  },
  required: ['id', 'conversation_type', 'created_at', 'updated_at'],
  indexes: ['updated_at'],
} as const;

export type ConversationDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const conversationsSchema: RxJsonSchema<ConversationDoc> = literal;
export const conversationsMigrations: MigrationStrategies = {};
