/**
 * Row and document conversion between PostgREST and RxDB. A document keeps the table's own
 * column names and encodings; `_modified` stays on the server (it only serves the checkpoint)
 * and columns the local schema does not know are left out.
 */
import type { WithDeleted } from 'rxdb';
import type { Checkpoint, SyncContext, TableRead } from './types';

export type Row = Record<string, unknown>;

/** The select list of a table's reads (see TableRead). */
export const columnsOf = (read?: TableRead): string => read?.columns ?? '*';

/** Rows read with columnsOf(read), completed as the table's read says. */
export async function completeRows(ctx: SyncContext, read: TableRead | undefined, rows: Row[]): Promise<Row[]> {
  return read?.complete && rows.length ? read.complete(ctx, rows) : rows;
}

/** Any RxDB JSON schema: only its property names matter here. */
export interface SchemaLike {
  properties: object;
}

export function rowToDoc<Doc>(
  row: Row,
  schema: SchemaLike,
  derive?: (doc: WithDeleted<Doc>) => WithDeleted<Doc>,
): WithDeleted<Doc> {
  const doc: Row = {};
  for (const key of Object.keys(schema.properties)) {
    if (key in row) doc[key] = row[key];
  }
  doc._deleted = row._deleted === true;
  return derive ? derive(doc as WithDeleted<Doc>) : (doc as WithDeleted<Doc>);
}

/** The fields of a document as a row to write, without RxDB's bookkeeping. */
export function docToRow(doc: object): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!key.startsWith('_') && value !== undefined) row[key] = value;
  }
  return row;
}

export function checkpointOf(row: Row): Checkpoint {
  return { id: String(row.id), modified: String(row._modified) };
}

/** The PostgREST filter for rows after the checkpoint, in (_modified, id) order. */
export function afterCheckpointFilter({ id, modified }: Checkpoint): string {
  return `"_modified".gt.${modified},and("_modified".eq.${modified},"id".gt.${id})`;
}
