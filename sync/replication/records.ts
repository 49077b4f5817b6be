/**
 * Records: rows of several server tables kept in one collection (see
 * collections/workspace-records). What a table declares to be mirrored that way (RecordTable),
 * and the pure conversion between a server row and its record document: the row is kept
 * whole, and its scope, parent and sort columns are copied into indexed keys.
 */
import type { WithDeleted } from 'rxdb';
import type { Observable } from 'rxjs';
import type { Row } from './rows';
import type { SyncContext } from './types';

export interface RecordDoc {
  id: string;
  table: string;
  scope: string;
  parent: string;
  sort_at: string;
  row: Row;
}

export interface RecordTable {
  table: string;
  /**
   * Which rows the device mirrors: those whose `column` is one of `keys` (the set may grow while
   * running). Omitted for a table whose row-level security already gives exactly those rows.
   */
  scope?: { column: string; keys: (ctx: SyncContext) => Observable<string[]> };
  /** Column copied into the record's indexed `scope` key (default: scope.column). */
  scopeColumn?: string;
  /** Column copied into the indexed `parent` key. */
  parentColumn?: string;
  /** Column copied into the indexed `sort_at` key. */
  sortColumn: string;
  /**
   * What a device may send: the columns it sets when it creates a row and those it may change.
   * Omitted for a table the device only reads.
   */
  write?: { insert: string[]; update: string[] };
}

const keyOf = (row: Row, column: string | undefined): string =>
  column && row[column] !== null && row[column] !== undefined ? String(row[column]) : '';

/** The record document of a server row (`_modified` stays on the server, as for every table). */
export function toRecordDoc(def: RecordTable, row: Row): WithDeleted<RecordDoc> {
  const { _deleted, _modified, ...data } = row;
  void _modified;
  return {
    id: String(row.id),
    table: def.table,
    scope: keyOf(row, def.scopeColumn ?? def.scope?.column),
    parent: keyOf(row, def.parentColumn),
    sort_at: keyOf(row, def.sortColumn),
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
