/**
 * Taking a batch of committed changes and their row-level security check in one round trip.
 * The change feed would otherwise take the rows (one statement) and then ask which of them each
 * subscriber group may SELECT (another, authorizer.ts). Here the statement that deletes the
 * batch from realtime_local.changes also calls each subscribed table's check function,
 * realtime_local.rls_<oid>, on that table's rows, for every claim set subscribed to the table.
 * The live table is still read by primary key as each claim set, after the commit, as Supabase's
 * apply_rls does. The check asks for every subscribed claim set, before filters and events are
 * matched in memory; delivery still needs both (postgres-changes.ts), and a claim set that was
 * not asked (it joined or changed its token meanwhile) is checked on its own as before.
 */
import type pg from 'pg';
import type { Claims } from '../jwt';
import type { Change } from './change';

/** One subscribed table and the claim sets subscribed to it, asked with the take. */
export interface AheadTable {
  relid: string;
  schema: string;
  table: string;
  /** Claim keys (authorizer.ts claimKey) and the claims each stands for, in the same order. */
  keys: string[];
  claims: Claims[];
}

/**
 * What the take found each claim set may see: per table oid, per claim key, the 0-based
 * positions among that table's checked rows of the batch (its INSERTs and UPDATEs in order).
 */
export type AheadVisibility = Map<string, Map<string, Set<number>>>;

export interface CheckedBatch {
  changes: Change[];
  ahead: AheadVisibility;
  /** Checks that failed for a reason other than privileges, for the log. */
  errors: string[];
}

/** Whether a change is among its table's checked rows (the same rule as the statement's). */
export const checkedRow = (c: Change) => c.type !== 'DELETE' && c.record !== null;

/** The statement's text is fixed (realtime-local.sql, realtime_local.take_checked). */
const TAKE_CHECKED = `select n, id, schema_name as schema, table_name as "table", type,
  commit_timestamp as "commitTimestamp", record, old_record as "oldRecord", t, item, ord, error
  from realtime_local.take_checked($1::text[]::xid8[], $2::jsonb)`;

type Row = Change & {
  n: string | null;
  t: number | null;
  item: number | null;
  ord: number | null;
  error: string | null;
};

export async function takeChecked(pool: pg.Pool, xids: string[], tables: AheadTable[]): Promise<CheckedBatch> {
  // Each claim set once, however many tables it is subscribed to; tables name theirs by index.
  const claims: Claims[] = [];
  const index = new Map<string, number>();
  const checks = {
    claims,
    tables: tables.map((t) => ({
      schema: t.schema,
      table: t.table,
      relid: t.relid,
      items: t.keys.map((key, i) => {
        let at = index.get(key);
        if (at === undefined) index.set(key, (at = claims.push(t.claims[i]!) - 1));
        return at;
      }),
    })),
  };
  const { rows } = await pool.query<Row>(TAKE_CHECKED, [xids, JSON.stringify(checks)]);
  const changes: Change[] = [];
  const ahead: AheadVisibility = new Map();
  const errors: string[] = [];
  for (const t of tables) ahead.set(t.relid, new Map(t.keys.map((k) => [k, new Set<number>()])));
  const failed: [string, string][] = [];
  for (const r of rows) {
    if (r.n !== null) {
      const { id, schema, table, type, commitTimestamp, record, oldRecord } = r;
      changes.push({ id, schema, table, type, commitTimestamp, record, oldRecord });
      continue;
    }
    const t = tables[r.t!]!;
    const key = t.keys[r.item!]!;
    if (r.error) {
      failed.push([t.relid, key]);
      errors.push(`table ${t.relid} as ${t.claims[r.item!]!.role}: ${r.error}`);
    } else if (r.ord !== null)
      ahead
        .get(t.relid)!
        .get(key)!
        .add(r.ord - 1);
  }
  // A claim set whose check failed sees none of that table's rows in this batch.
  for (const [relid, key] of failed) ahead.get(relid)!.set(key, new Set());
  return { changes, ahead, errors };
}
