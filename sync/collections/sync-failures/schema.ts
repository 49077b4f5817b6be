/**
 * The sync_failures collection (device only): local writes the server refused for good (a
 * Postgres data or integrity error, or a permission error). Each is shown to the user with
 * Retry or Discard; nothing refused is dropped silently.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { jsonObject, nullableText, text, timestamp } from '../fields';

const literal = {
  title: 'sync_failures',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    /** `<collection>:<document id>`: one entry per refused document. */
    id: { type: 'string', maxLength: 120 },
    table_name: text,
    document_id: text,
    /** The user's version the server refused. */
    attempted: jsonObject,
    code: nullableText,
    message: text,
    failed_at: timestamp,
  },
  required: ['id', 'table_name', 'document_id', 'attempted', 'message', 'failed_at'],
  indexes: ['failed_at'],
} as const;

export type SyncFailureDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const syncFailuresSchema: RxJsonSchema<SyncFailureDoc> = literal;
export const syncFailuresMigrations: MigrationStrategies = {};
