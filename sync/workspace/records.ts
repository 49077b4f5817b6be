/**
 * Typed access to workspace records: rows of one table by scope (a company, a user) or parent
 * (a job's plan, an application's job), newest first, live; one row by id; and the local write
 * of a row, whose indexed keys follow it. The screens read rows, never record documents.
 */
import { map, type Observable } from 'rxjs';
import type { WorkspaceRecordDoc } from '../collections/workspace-records/schema';
import { workspaceTables, type WorkspaceRows, type WorkspaceTable } from '../collections/workspace-records/tables';
import type { EveeDatabase } from '../database';
import { plainRow, recordOf } from '../replication/records';
import type { Row } from '../replication/rows';

export interface RowsFilter<T extends WorkspaceTable> {
  /** The table's scope column's value (company_id; user_id for talent profiles). */
  scope?: string;
  /** The table's parent column's value (a job's hiring_plan_id, an application's job_id). */
  parent?: string;
  /** Further equality on row columns (not indexed: read within the scope or parent). */
  where?: Partial<Record<keyof WorkspaceRows[T] & string, string | number | boolean | null>>;
  /** The newest this many: a first screenful reads only those (all 2,000 of a company take ~0.3 s cold). */
  limit?: number;
}

export function tableDef(table: WorkspaceTable) {
  return workspaceTables.find((t) => t.table === table)!;
}

export function rowsQuery<T extends WorkspaceTable>(db: EveeDatabase, table: T, filter: RowsFilter<T> = {}) {
  const selector: Record<string, unknown> = { table };
  if (filter.scope !== undefined) selector.scope = filter.scope;
  if (filter.parent !== undefined) selector.parent = filter.parent;
  for (const [column, value] of Object.entries(filter.where ?? {})) selector[`row.${column}`] = value;
  return db.workspace_records.find({ selector, sort: [{ newest_first: 'asc' }, { id: 'asc' }], limit: filter.limit });
}

const rowOf = <T extends WorkspaceTable>(doc: { toJSON(): { row: unknown } }) => plainRow<WorkspaceRows[T]>(doc);

export function watchRows<T extends WorkspaceTable>(
  db: EveeDatabase,
  table: T,
  filter: RowsFilter<T> = {},
): Observable<WorkspaceRows[T][]> {
  return rowsQuery(db, table, filter).$.pipe(map((docs) => docs.map((d) => rowOf<T>(d))));
}

/** The row, or null when it is not on the device (or belongs to another table). */
export function watchRow<T extends WorkspaceTable>(
  db: EveeDatabase,
  table: T,
  id: string,
): Observable<WorkspaceRows[T] | null> {
  return db.workspace_records.findOne(id).$.pipe(map((doc) => (doc && doc.table === table ? rowOf<T>(doc) : null)));
}

/** The first row of `table` matching the filter, or null. */
export function watchFirstRow<T extends WorkspaceTable>(
  db: EveeDatabase,
  table: T,
  filter: RowsFilter<T>,
): Observable<WorkspaceRows[T] | null> {
  return rowsQuery(db, table, filter).$.pipe(map((docs) => (docs[0] ? rowOf<T>(docs[0]) : null)));
}

export async function getRow<T extends WorkspaceTable>(
  db: EveeDatabase,
  table: T,
  id: string,
): Promise<WorkspaceRows[T] | null> {
  const doc = await db.workspace_records.findOne(id).exec();
  return doc && doc.table === table ? rowOf<T>(doc) : null;
}

/** Writes a row on the device (created or replaced whole); the replication sends it. */
export async function writeRow<T extends WorkspaceTable>(db: EveeDatabase, table: T, row: WorkspaceRows[T]) {
  const record = recordOf(tableDef(table), row as unknown as Row) as WorkspaceRecordDoc;
  const existing = await db.workspace_records.findOne(record.id).exec();
  if (existing) await existing.incrementalPatch({ ...record });
  else await db.workspace_records.insert(record);
}

/**
 * How many rows of `table` a scope or parent holds, live: counted on the index, without reading
 * the rows (`where` is not indexed, so it is not offered).
 */
export function watchRowCount(
  db: EveeDatabase,
  table: WorkspaceTable,
  filter: Pick<RowsFilter<WorkspaceTable>, 'scope' | 'parent'>,
): Observable<number> {
  const selector: Record<string, unknown> = { table };
  if (filter.scope !== undefined) selector.scope = filter.scope;
  if (filter.parent !== undefined) selector.parent = filter.parent;
  return db.workspace_records.count({ selector }).$;
}
