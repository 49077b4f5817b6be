/**
 * The conversation_messages collection: the messages of the user's conversations, read newest
 * first per conversation through the (conversation_id, created_at) index. Ids are made on the
 * device, so a retried send is stored once on the server.
 *
 * Version history: v0 kept attachments and reactions as JSON text (flat documents, as
 * replication-supabase requires); v1 keeps them as JSON, the shape of the column; v2 adds the
 * device-only `newest_first` key (see order.ts) so the newest messages are read by index.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { newestFirstKey } from './order';
import { bool, jsonArray, jsonObject, nullableText, nullableUuid, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'conversation_messages',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    conversation_id: uuid,
    sender_id: nullableUuid,
    sender_name: nullableText,
    sender_avatar_url: nullableText,
    sender_type: text,
    content: text,
    message_type: text,
    attachments: jsonArray,
    reactions: jsonObject,
    encrypted: bool,
    created_at: timestamp,
    updated_at: timestamp,
    newest_first: { type: 'string', maxLength: 16 },
  },
  required: ['id', 'conversation_id', 'content', 'created_at', 'newest_first'],
  indexes: [
    ['conversation_id', 'created_at'],
    ['conversation_id', 'newest_first'],
  ],
} as const;

export type ConversationMessageDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const conversationMessagesSchema: RxJsonSchema<ConversationMessageDoc> = literal;

function parseJson(value: unknown, fallback: unknown): unknown {
  if (typeof value !== 'string') return value ?? fallback;
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}

export const conversationMessagesMigrations: MigrationStrategies = {
  1: (doc) => ({ ...doc, attachments: parseJson(doc.attachments, []), reactions: parseJson(doc.reactions, {}) }),
  2: (doc) => ({ ...doc, newest_first: newestFirstKey(doc.created_at) }),
};
