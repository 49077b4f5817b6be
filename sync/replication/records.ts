/**
 * Records: rows of several server tables kept in one collection (see
 * collections/workspace-records). What a table declares to be mirrored that way (RecordTable),
 * and the pure conversion between a server row and its record document: the row is kept
 * whole, its scope and parent columns are copied into indexed keys, and its sort column
 * becomes an ascending newest-first key.
 */
import type { WithDeleted } from 'rxdb';
import type { Observable } from 'rxjs';
import { newestFirstKey } from '../collections/conversation-messages/order';
import type { Row } from './rows';
import type { SyncContext } from './types';

export interface RecordDoc {
  id: string;
  table: string;
  scope: string;
  parent: string;
  newest_first: string;
  row: Row;
}

/** One way a row can be in a table's scope: its `column` is one of `keys` (a set that may change). */
export interface ScopeAlternative {
  column: string;
  keys: (ctx: SyncContext) => Observable<string[]>;
}

export interface RecordTable {
  table: string;
  /**
   * Which rows the device mirrors: those whose `column` is one of `keys` (the set may change
   * while running); with several alternatives, a row is mirrored when any of them holds it (an
   * application of one of the user's companies, or the user's own). Omitted for a table whose
   * row-level security already gives exactly those rows.
   */
  scope?: ScopeAlternative | ScopeAlternative[];
  /** Column copied into the record's indexed `scope` key (default: the first alternative's column). */
  scopeColumn?: string;
  /** Column copied into the indexed `parent` key. */
  parentColumn?: string;
  /** Column (a timestamp) whose newest-first key is indexed (`newest_first`). */
  sortColumn: string;
  /**
   * What a device may send: the columns it sets when it creates a row and those it may change.
   * Omitted for a table the device only reads.
   */
  write?: { insert: string[]; update: string[] };
  /** Our words for a refusal code of this table (a duplicate application: 23505), kept for the user. */
  refusals?: Record<string, string>;
}

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

/** The record document of a server row (`_modified` stays on the server, as for every table). */
export function toRecordDoc(def: RecordTable, row: Row): WithDeleted<RecordDoc> {
  const { _deleted, _modified, ...data } = row;
  void _modified;
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
