/**
 * What a mirrored table declares about its replication (in its collection folder), and the
 * context every handler receives.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import type { Observable } from 'rxjs';
import type { EveeDatabase } from '../database';
import type { RecordTable } from './records';
import type { SyncStatusStore } from '../status/sync-status';

export interface SyncContext {
  db: EveeDatabase;
  client: SupabaseClient;
  userId: string;
  status: SyncStatusStore;
}

export interface Checkpoint {
  id: string;
  modified: string;
}

/**
 * Sends one local change. Returns nothing when the server took it, or the server's current
 * row when it disagrees: RxDB then applies the collection's conflict rule.
 */
export type PushOne<Doc> = (
  row: RxReplicationWriteToMasterRow<Doc>,
  ctx: SyncContext & { table: string; fetchRow: (id: string) => Promise<WithDeleted<Doc> | undefined> },
) => Promise<WithDeleted<Doc> | undefined>;

export interface TableSync<Doc> {
  table: string;
  /**
   * 'plugin': RxDB's replication-supabase, for read-only tables of flat rows that RLS scopes
   * exactly. 'handlers': our pull, stream and push on RxDB's replication protocol, for tables
   * with JSON columns, a visibility wider than the mirror, or a write rule of their own.
   * 'records': one collection holding rows of several tables (`records`), replicated as one.
   */
  via: 'plugin' | 'handlers' | 'records';
  /** The tables of a 'records' collection, in pull and push order (parents first). */
  records?: RecordTable[];
  /** Pushes a batch in this order (stable), so that a row goes after the rows it refers to. */
  pushOrder?: (doc: Doc) => number;
  /** Mirror only rows whose `column` is one of `keys` (the set may grow while running). */
  scope?: {
    column: keyof Doc & string;
    keys: (ctx: SyncContext) => Observable<string[]>;
    /** At start, fetch the keys the device holds no row of (one row a key, e.g. companies by id). */
    fetchMissingAtStart?: boolean;
  };
  push?: PushOne<Doc>;
  /**
   * Retry and Discard of a refused write, for a table whose writes are not sent by its
   * replication's push (by default Retry pushes the user's version again and Discard puts back
   * the server's).
   */
  failures?: {
    retry: (db: EveeDatabase, documentId: string) => Promise<void>;
    discard: (db: EveeDatabase, documentId: string) => Promise<void>;
  };
  /** Adds device-only fields to every document that comes from the server. */
  derive?: (doc: WithDeleted<Doc>) => WithDeleted<Doc>;
}
