/**
 * Records: rows of several server tables kept in one collection (see
 * collections/workspace-records). What a table declares to be mirrored that way (RecordTable),
 * and the pure conversion between a server row and its record document: the row is kept
 * whole, its scope and parent columns are copied into indexed keys, and its sort column
 * becomes an ascending newest-first key.
 */
import type { WithDeleted } from 'rxdb';
import { newestFirstKey } from '../collections/conversation-messages/order';
import type { Row } from './rows';
import type { RecordDoc, RecordTable, ScopeAlternative } from './types';

/** Sorts after every real time (countdown keys start below 9). */
export const NO_TIME = '9999999999999999';

/** The newest-first key of a time, or NO_TIME when there is none. */
export function newestFirst(value: unknown): string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? newestFirstKey(value) : NO_TIME;
}

/** A table's scope as a list of alternatives (none for an unscoped table). */
export function scopeAlternatives(def: RecordTable): ScopeAlternative[] {
  return def.scope ? (Array.isArray(def.scope) ? def.scope : [def.scope]) : [];
}

/**
 * A row the device copied from an online answer (a search result) so that it reads offline at
 * once, before the replication brings the server's own row: it carries this key in its row, is
 * never sent, and the server's row replaces it (records-push.ts).
 */
export const DEVICE_COPY = '_copy';

export const isDeviceCopy = (row: Row): boolean => Boolean(row[DEVICE_COPY]);

const keyOf = (row: Row, column: string | undefined): string =>
  column && row[column] !== null && row[column] !== undefined ? String(row[column]) : '';

/** The record document of a server row (`_modified` and `_txid` stay on the server, as for every table). */
export function toRecordDoc(def: RecordTable, row: Row): WithDeleted<RecordDoc> {
  const { _deleted, _modified, _txid, ...data } = row;
  void _modified;
  void _txid;
  return {
    id: String(row.id),
    table: def.table,
    scope: keyOf(row, def.scopeColumn ?? scopeAlternatives(def)[0]?.column),
    parent: keyOf(row, def.parentColumn),
    newest_first: newestFirst(row[def.sortColumn]),
    row: data,
    _deleted: _deleted === true,
  };
}

/** The record of a row written on the device (its keys following the row). */
export function recordOf(def: RecordTable, row: Row): RecordDoc {
  const { _deleted, ...doc } = toRecordDoc(def, row);
  void _deleted;
  return doc;
}

/**
 * A record document's row as plain data. `doc.row` is not: RxDB hands nested objects out as
 * proxies, which a row written back carries into IndexedDB and into the change broadcast to
 * other tabs, where they cannot be cloned (those tabs then never hear of the write).
 */
export const plainRow = <T>(doc: { toJSON(): { row: unknown } }): T => doc.toJSON().row as T;
