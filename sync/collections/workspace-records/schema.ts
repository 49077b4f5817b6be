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
    /**
     * Newest first by the table's sort column (a countdown, see conversation-messages/order.ts):
     * RxDB's storages use an index only for ascending sorts, so a descending sort on the time
     * itself would read and sort every row of the company. Rows without a time come last.
     */
    newest_first: { type: 'string', maxLength: 16 },
    /** The row, with the server's column names and encodings. */
    row: jsonObject,
  },
  required: ['id', 'table', 'scope', 'parent', 'newest_first', 'row'],
  indexes: [
    ['table', 'scope', 'newest_first'],
    ['table', 'parent', 'newest_first'],
  ],
} as const;

export type WorkspaceRecordDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const workspaceRecordsSchema: RxJsonSchema<WorkspaceRecordDoc> = literal;
export const workspaceRecordsMigrations: MigrationStrategies = {};
