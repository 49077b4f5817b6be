/**
 * The workspace_records collection: rows of many server tables in one collection (the
 * open-core RxDB caps a process at 13 collections, so a table does not get its own). Each
 * document is one row: its table, the row itself as the server sends it, and the few keys the
 * screens query by, copied out of the row so they can be indexed (see ./tables.ts for which
 * column of each table fills them). The document id is the row's id (UUIDs, unique across
 * tables), so a pending or refused write is named by the row's own id.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { jsonObject, uuid } from '../fields';

const key = { type: 'string', maxLength: 40 } as const;

const literal = {
  title: 'workspace_records',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    /** The server table the row belongs to. */
    table: key,
    /** The table's scope column (company_id, user_id), '' when null. */
    scope: key,
    /** The table's parent column (a job's hiring_plan_id, an application's job_id), '' when none. */
    parent: key,
    /** The table's sort column (a timestamp in PostgREST's encoding), '' when null. */
    sort_at: key,
    /** The row, with the server's column names and encodings. */
    row: jsonObject,
  },
  required: ['id', 'table', 'scope', 'parent', 'sort_at', 'row'],
  indexes: [
    ['table', 'scope', 'sort_at'],
    ['table', 'parent', 'sort_at'],
  ],
} as const;

export type WorkspaceRecordDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const workspaceRecordsSchema: RxJsonSchema<WorkspaceRecordDoc> = literal;
export const workspaceRecordsMigrations: MigrationStrategies = {};
