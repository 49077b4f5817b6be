/**
 * What a mirrored table declares about its replication (in its collection folder), and the
 * context every handler receives.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import type { RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { Observable } from 'rxjs';
import type { EveeDatabase } from '../database';
import type { SyncStatusStore } from '../status/sync-status';

export interface SyncContext {
  db: EveeDatabase;
  client: SupabaseClient<Database>;
  userId: string;
  status: SyncStatusStore;
  /**
   * Called each time a live channel is (re)joined: the connection is back, even when the
   * browser never said it was gone (no 'online' event), so waiting writers should try now.
   */
  onLiveJoined?: () => void;
}

/**
 * Where a table's pull resumes: after the row `id` written by transaction `txid` (`_txid`, as
 * text), in (_txid, id) order. Commit-ordered: see horizon.ts.
 */
export interface Checkpoint {
  id: string;
  txid: string;
}

/**
 * Sends one local change. Returns nothing when the server took it, or the server's current
 * row when it disagrees: RxDB then applies the collection's conflict rule.
 */
export type PushOne<Doc> = (
  row: RxReplicationWriteToMasterRow<Doc>,
  ctx: SyncContext & {
    table: string;
    fetchRow: (id: string) => Promise<WithDeleted<Doc> | undefined>;
    /** Puts the server's copy on the device as if pulled (with the next pull), never pushed. */
    putServerCopy: (doc: WithDeleted<Doc>) => void;
  },
) => Promise<WithDeleted<Doc> | undefined>;

/**
 * How rows of a table are read from the server, when not with `select=*`: a table with a column
 * the user's role may not select names the others, and completes the rows with what the user may
 * see of it (user_profiles: the private e-mail, from profile_emails()). Every read of the table
 * (pull, scope fetch, live change, push's server copy) goes through it.
 */
export interface TableRead {
  /** The select list (default `*`). */
  columns?: string;
  /** Adds what `columns` leaves out; the rows come back in the same order. */
  complete?: (ctx: SyncContext, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
}

export interface TableSync<Doc> extends TableRead {
  table: string;
  /**
   * 'handlers': our pull, stream and push on RxDB's replication protocol, with the
   * commit-ordered checkpoint (every table of its own collection). 'records': one collection
   * holding rows of several tables (`records`), replicated as one.
   */
  via: 'handlers' | 'records';
  /** The tables of a 'records' collection, in pull and push order (parents first). */
  records?: RecordTable[];
  /** Pushes a batch in this order (stable), so that a row goes after the rows it refers to. */
  pushOrder?: (doc: Doc) => number;
  /** Mirror only rows whose `column` is one of `keys` (the set may grow while running). */
  scope?: {
    column: keyof Doc & string;
    keys: (ctx: SyncContext) => Observable<string[]>;
    /** At start, fetch the keys the device holds no row of (one row a key: companies by id, profiles by user). */
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
  /**
   * A row the device wrote itself (the user's own message): its live INSERT comes back to a
   * device that holds it already, so it goes the downstream's way at once rather than being
   * tried as an insert first (see live-inserts.ts).
   */
  writtenHere?: (row: Record<string, unknown>, userId: string) => boolean;
}

/** A record of a collection holding rows of several tables (see records.ts). */
export interface RecordDoc {
  id: string;
  table: string;
  scope: string;
  parent: string;
  newest_first: string;
  row: Record<string, unknown>;
}

/** One way a row can be in a table's scope: its `column` is one of `keys` (a set that may change). */
export interface ScopeAlternative {
  column: string;
  keys: (ctx: SyncContext) => Observable<string[]>;
}

/**
 * A record table may name its select list and complete its rows (TableRead), like a handlers
 * table: talent_profiles, whose `phone` only its owner reads.
 */
export interface RecordTable extends TableRead {
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
  write?: {
    insert: string[];
    update: string[];
    /**
     * The jsonb columns among them. A guard must know: an empty list reads `{}` as a Postgres
     * array (text[]) but as the empty object in jsonb, which no stored `[]` equals.
     */
    json?: string[];
    /**
     * A unique column besides the id (talent_profiles: one per user_id). A row the device made
     * while the server already had one with that key (made on another device, or not yet
     * pulled) is sent as a change of the server's row, never as a second insert.
     */
    naturalKey?: string;
  };
  /** Our words for a refusal code of this table (a duplicate application: 23505), kept for the user. */
  refusals?: Record<string, string>;
}

/** A running replication of one collection, as the engine drives it. */
export interface TableReplication {
  table: string;
  state: RxReplicationState<any, Checkpoint>; // eslint-disable-line @typescript-eslint/no-explicit-any
  start(): Promise<void>;
  stop(): Promise<void>;
  reSync(): void;
  /** Resolves once a scoped table mirrors every row its scope now covers. */
  settle?(): Promise<void>;
  /** Writes server rows into the mirror with the next pull (handlers only; Discard, refused commands). */
  applyServerDocs?(docs: WithDeleted<unknown>[]): void;
  /**
   * Writes rows the server has just written (a sent message's copy) into the mirror at once, on
   * the live stream, without a pull of their own (handlers only). They are after the checkpoint,
   * so a RESYNC that overtakes and drops them pulls them all the same.
   */
  emitServerDocs?(docs: WithDeleted<unknown>[]): void;
  /** Sends the user's version once more over the server's current one (handlers only; Retry). */
  pushNow?(doc: WithDeleted<unknown>): Promise<void>;
  /** The server's current version of a document (when not its collection's own table; Discard). */
  fetchServerDoc?(doc: WithDeleted<unknown>): Promise<WithDeleted<unknown> | undefined>;
}
