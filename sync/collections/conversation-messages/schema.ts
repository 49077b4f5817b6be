/**
 * The conversation_messages collection: the messages of the user's conversations, read newest
 * first per conversation through the (conversation_id, newest_first) index. Ids are made on the
 * device, so a retried send is stored once on the server. `delivery` lives on the device only:
 * 'pending' from the moment the user writes a message until the server has it, 'failed' when
 * the server refused it, '' for every message that came from the server (sent).
 *
 * Version history: v0 kept attachments and reactions as JSON text (flat documents, as
 * replication-supabase requires); v1 keeps them as JSON, the shape of the column; v2 adds the
 * device-only `newest_first` key (see order.ts) so the newest messages are read by index; v3
 * adds `delivery` and drops the (conversation_id, created_at) index nothing read any more.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb';
import { userIdOfDatabase } from '../../database-name';
import { newestFirstKey } from './order';
import { bool, jsonArray, jsonObject, nullableText, nullableUuid, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'conversation_messages',
  version: 3,
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
    delivery: { type: 'string', enum: ['', 'pending', 'failed'], maxLength: 8 },
  },
  required: ['id', 'conversation_id', 'content', 'created_at', 'newest_first', 'delivery'],
  // No index on `delivery`: it would cost every message of a first sync a write for the sake of
  // the few pending ones, whose live query RxDB keeps up to date from change events.
  indexes: [['conversation_id', 'newest_first']],
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
  // Before v3 the replication's own bookkeeping knew which messages were unsent; that is not
  // readable here, so each of the owner's messages is offered to the server once more. The
  // server ignores those it has (the same id) and the device then shows them sent.
  3: (doc, collection: RxCollection) => {
    const owner = userIdOfDatabase(collection.database.name);
    const own = !!owner && String(doc.sender_id ?? '').toLowerCase() === owner;
    return { ...doc, delivery: own ? 'pending' : '' };
  },
};
