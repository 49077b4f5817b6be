/**
 * The outbox collection (device only, never replicated): commands that need the server's
 * authority, kept until the server has answered. `key` identifies the command and its
 * arguments, so asking twice while one is pending queues it once.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { int, jsonObject, nullableText, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    key: { type: 'string', maxLength: 500 },
    command: text,
    args: jsonObject,
    status: { type: 'string', enum: ['pending', 'done', 'failed'], maxLength: 10 },
    result: { type: ['object', 'null'], additionalProperties: true },
    error: nullableText,
    error_code: nullableText,
    attempts: int,
    created_at: timestamp,
    updated_at: timestamp,
  },
  required: ['id', 'key', 'command', 'args', 'status', 'attempts', 'created_at', 'updated_at'],
  indexes: [['status', 'created_at'], 'key'],
} as const;

export type OutboxDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export type OutboxStatus = OutboxDoc['status'];
export const outboxSchema: RxJsonSchema<OutboxDoc> = literal;
export const outboxMigrations: MigrationStrategies = {};
