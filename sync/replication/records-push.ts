/**
 * The push rule of a records replication: a record goes to its own table. A new record is
 * inserted with the columns its table lets a device set (an id the server already has, from a
 * lost answer, becomes an update); a changed one sends only the columns the user changed,
 * guarded on their values as the device last saw them. So edits by two people to different
 * fields both stand, and when someone else changed the same field first the server's row comes
 * back as a conflict, where the server wins. An update that matches no row the user can still
 * see was refused by the server's row-level security, which says nothing: it is reported as
 * 42501 in our words, so it is recorded for the user like any other refusal. A device's copy
 * of a server row (records.ts, DEVICE_COPY) is never sent; the server's row replaces it.
 */
import { deepEqual, type RxReplicationWriteToMasterRow, type WithDeleted } from 'rxdb';
import { isDeviceCopy, toRecordDoc } from './records';
import type { RecordDoc, RecordTable } from './types';
import { columnsOf, completeRows, type Row } from './rows';
import { modifiedMicros } from './newest-copies';
import type { SyncContext } from './types';
import { fromTable } from './any-table';

export interface RecordPushResult {
  /** The server's row when it disagrees (someone else changed the same field). */
  conflict?: WithDeleted<RecordDoc>;
  /** The server's row after it took the write (with the columns the server sets). */
  server?: WithDeleted<RecordDoc>;
  /** When the server changed that row (modifiedMicros of its `_modified`). */
  serverModified?: number | null;
  /**
   * The device's record to take off, as the server's deletion: a row made on the device that
   * became a change of the server's row with the same natural key (that row, another id, is `server`).
   */
  replaced?: WithDeleted<RecordDoc>;
}

const refused = (message: string) => ({ code: '42501', message });

const words = (table: string) => table.replace(/_/g, ' ').replace(/s$/, '');

export function recordTableOf(defs: RecordTable[], table: string): RecordTable {
  const def = defs.find((d) => d.table === table);
  if (!def) throw new Error(`No record table named ${table}`);
  return def;
}

export async function fetchRecord(
  ctx: SyncContext,
  def: RecordTable,
  id: string,
): Promise<WithDeleted<RecordDoc> | undefined> {
  const row = await fetchRecordRow(ctx, def, id);
  return row ? toRecordDoc(def, row) : undefined;
}

/** The server's row of a record as it is now (`_modified` included), if the user may read it. */
export async function fetchRecordRow(ctx: SyncContext, def: RecordTable, id: string): Promise<Row | undefined> {
  const { data, error } = await fromTable(ctx.client, def.table).select(columnsOf(def)).eq('id', id).limit(1);
  if (error) throw error;
  return (await completeRows(ctx, def, data as unknown as Row[]))[0];
}

/** The server's rows of these records (those it still shows the user), by id: a request a table. */
export async function fetchRecords(
  ctx: SyncContext,
  defs: RecordTable[],
  docs: WithDeleted<RecordDoc>[],
): Promise<Map<string, WithDeleted<RecordDoc>>> {
  const copies = new Map<string, WithDeleted<RecordDoc>>();
  for (const table of new Set(docs.map((d) => d.table))) {
    const def = recordTableOf(defs, table);
    const ids = docs.filter((d) => d.table === table).map((d) => d.id);
    const { data, error } = await fromTable(ctx.client, table).select(columnsOf(def)).in('id', ids);
    if (error) throw error;
    for (const row of await completeRows(ctx, def, data as unknown as Row[]))
      copies.set(String(row.id), toRecordDoc(def, row));
  }
  return copies;
}

export async function pushRecord(
  ctx: SyncContext,
  defs: RecordTable[],
  row: RxReplicationWriteToMasterRow<RecordDoc>,
): Promise<RecordPushResult> {
  const def = recordTableOf(defs, row.newDocumentState.table);
  try {
    return await pushTo(ctx, def, row);
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    const words = typeof code === 'string' ? def.refusals?.[code] : undefined;
    if (!words) throw err;
    throw { code, message: words, details: (err as { message?: string }).message ?? '' };
  }
}

async function pushTo(
  ctx: SyncContext,
  def: RecordTable,
  { newDocumentState: doc, assumedMasterState }: RxReplicationWriteToMasterRow<RecordDoc>,
): Promise<RecordPushResult> {
  if (isDeviceCopy(doc.row)) return replaceCopy(ctx, def, doc);
  if (!def.write) throw refused(`A ${words(def.table)} cannot be changed from this device`);
  let before = assumedMasterState;
  if (!before) {
    if (doc._deleted) return {};
    let inserted: Row | undefined;
    try {
      inserted = await insert(ctx, def, doc);
    } catch (err) {
      if (def.write.naturalKey && (err as { code?: unknown } | null)?.code === '23505')
        return adopt(ctx, def, doc, err);
      throw err;
    }
    if (inserted) return { server: toRecordDoc(def, inserted), serverModified: modifiedMicros(inserted) };
    before = await fetchRecord(ctx, def, doc.id);
    if (!before) throw refused(`The server did not take this ${words(def.table)}`);
  }
  return update(ctx, def, doc, before);
}

/**
 * A copy the device made of a server row (a job from a search result) is never sent: the
 * server's own row, when the user may read it, comes back as the server's version (the server
 * wins), which replaces the copy; until then the copy stays.
 */
async function replaceCopy(ctx: SyncContext, def: RecordTable, doc: WithDeleted<RecordDoc>): Promise<RecordPushResult> {
  if (doc._deleted) return {};
  const server = await fetchRecord(ctx, def, doc.id);
  return server ? { conflict: server } : {};
}

async function insert(ctx: SyncContext, def: RecordTable, doc: WithDeleted<RecordDoc>) {
  const row: Row = { id: doc.id };
  for (const column of def.write!.insert) if (doc.row[column] !== undefined) row[column] = doc.row[column];
  const { data, error } = await fromTable(ctx.client, def.table)
    .upsert(row, { onConflict: 'id', ignoreDuplicates: true })
    .select(columnsOf(def));
  if (error) throw error;
  return (await completeRows(ctx, def, data as unknown as Row[]))[0];
}

/** A value a new row was given, as opposed to left empty (null, '', an empty list, false). */
const given = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && value !== false && !(Array.isArray(value) && !value.length);

/**
 * A row made on the device while the server already had one with the same natural key (one
 * talent profile per user: made on another device, or never pulled here): the server's row is
 * changed instead, with the values the device gave (what it left empty keeps the server's), and
 * the device's record is replaced by the server's row. `refusal` is the insert's error, thrown
 * when no such row is readable.
 */
async function adopt(
  ctx: SyncContext,
  def: RecordTable,
  doc: WithDeleted<RecordDoc>,
  refusal: unknown,
): Promise<RecordPushResult & { replaced: WithDeleted<RecordDoc> }> {
  const key = def.write!.naturalKey!;
  const { data, error } = await fromTable(ctx.client, def.table)
    .select(columnsOf(def))
    .eq(key, doc.row[key] as never)
    .limit(1);
  if (error) throw error;
  const [row] = await completeRows(ctx, def, data as unknown as Row[]);
  if (!row) throw refusal;
  const server = toRecordDoc(def, row);
  const values = def.write!.update.filter((c) => given(doc.row[c])).map((c) => [c, doc.row[c]]);
  const mine = { ...server, row: { ...server.row, ...Object.fromEntries(values) } };
  const result = await update(ctx, def, mine, server);
  const replaced = { ...doc, _deleted: true };
  if (result.server) return { ...result, replaced };
  // Nothing to change, or changed there meanwhile: the server's row as it is now.
  return { server: result.conflict ?? server, serverModified: modifiedMicros(row), replaced };
}

/** Whether the user may select this column of the table (every one, without a select list). */
const readable = (def: RecordTable, column: string): boolean =>
  !def.columns || def.columns.split(',').some((c) => c.trim() === column);

/** A Postgres array element in double quotes, its quotes and backslashes escaped. */
const element = (value: unknown) => `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * How a value reads in a PostgREST `eq` filter: in a jsonb column (`json`) anything but a
 * plain value is JSON; otherwise a list of plain values is a Postgres array (text[] and uuid[]
 * columns: tags, skills, attendees), another object or list is JSON, and the rest is as it is.
 * supabase-js would otherwise write a list as `a,b`, which no array column takes.
 */
export function guardLiteral(value: unknown, json = false): unknown {
  if (json && typeof value === 'object' && value !== null) return JSON.stringify(value);
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))
    return `{${value.map((v) => (v === null ? 'NULL' : element(v))).join(',')}}`;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
}

async function update(
  ctx: SyncContext,
  def: RecordTable,
  doc: WithDeleted<RecordDoc>,
  before: WithDeleted<RecordDoc>,
): Promise<RecordPushResult> {
  const changed = def.write!.update.filter((c) => !deepEqual(doc.row[c] ?? null, before.row[c] ?? null));
  const patch: Row = Object.fromEntries(changed.map((c) => [c, doc.row[c] ?? null]));
  if (doc._deleted && !before._deleted) patch._deleted = true;
  if (!Object.keys(patch).length) return {};
  let query = fromTable(ctx.client, def.table).update(patch).eq('id', doc.id);
  // A column the user may not select (outside the table's select list) cannot guard the update:
  // the server refuses a filter on it. The server wins there, as on any conflict.
  for (const column of changed.filter((c) => readable(def, c))) {
    const seen = before.row[column] ?? null;
    const json = def.write!.json?.includes(column);
    query = seen === null ? query.is(column, null) : query.eq(column, guardLiteral(seen, json) as never);
  }
  const { data, error } = await query.select(columnsOf(def));
  if (error) throw error;
  const [stored] = await completeRows(ctx, def, data as unknown as Row[]);
  if (stored) return { server: toRecordDoc(def, stored), serverModified: modifiedMicros(stored) };
  const server = await fetchRecord(ctx, def, doc.id);
  if (!server) throw refused(`This ${words(def.table)} is no longer shared with you`);
  if (changed.some((c) => !deepEqual(server.row[c] ?? null, before.row[c] ?? null))) return { conflict: server };
  throw refused(`You may not change this ${words(def.table)}`);
}
