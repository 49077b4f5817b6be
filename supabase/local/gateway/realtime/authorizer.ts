/**
 * Row-level security for postgres_changes: which changed rows each group of subscribers
 * (one group per distinct set of claims) may SELECT, asked of PostgreSQL as that group, for a
 * whole dispatch batch in one round trip (realtime_local.rls_<table oid>). The live table is
 * queried by primary key at the time of dispatch, as Supabase's own apply_rls does.
 */
import type pg from 'pg';
import type { Claims } from '../jwt';

/** The rows of one table in a dispatch batch, by primary key. */
export type TableRows = Map<string, Record<string, unknown>[]>;

export interface VisibilityQuestion {
  claims: Claims;
  /** The table's oid (see realtime_local.rls_function_source). */
  relid: string;
  /** 0-based positions, in the table's rows, to check for this claim set. */
  positions: number[];
}

/** Claims that cannot change what a policy sees are left out, so one user's refreshed tokens share a group. */
const VOLATILE = new Set(['exp', 'iat', 'nbf', 'jti']);

export function claimKey(claims: Claims): string {
  const stable = Object.keys(claims)
    .filter((k) => !VOLATILE.has(k))
    .sort()
    .map((k) => [k, claims[k]]);
  return JSON.stringify(stable);
}

/** Claim sets per statement before a batch is split across two connections (two cores). */
export const SPLIT_AT = 64;

/**
 * For each question, the set of visible positions: one statement per batch (two in parallel
 * for many claim sets), one function call per table in it, each table's keys sent once.
 * Failures other than missing privileges are logged.
 */
export async function visibleRows(
  pool: pg.Pool,
  tableRows: TableRows,
  questions: VisibilityQuestion[],
  log: (line: string) => void,
): Promise<Set<number>[]> {
  const result = questions.map(() => new Set<number>());
  const all = questions.map((_, i) => i);
  const half = Math.ceil(all.length / 2);
  const chunks = all.length > SPLIT_AT ? [all.slice(0, half), all.slice(half)] : [all];
  const errors = new Set<string>();
  await Promise.all(chunks.map((chunk) => checkChunk(pool, tableRows, questions, chunk, result, errors)));
  for (const e of errors) if (!e.includes('42501')) log(`[realtime] RLS check failed for ${e}`);
  return result;
}

async function checkChunk(
  pool: pg.Pool,
  tableRows: TableRows,
  questions: VisibilityQuestion[],
  chunk: number[],
  result: Set<number>[],
  errors: Set<string>,
): Promise<void> {
  if (!chunk.length) return;
  const byTable = new Map<string, number[]>();
  for (const i of chunk) {
    const list = byTable.get(questions[i]!.relid);
    if (list) list.push(i);
    else byTable.set(questions[i]!.relid, [i]);
  }
  const tables = [...byTable.entries()];
  const text = tables
    .map(
      ([relid], t) =>
        `select ${t} as t, item, ord, error from realtime_local.rls_${Number(relid)}($${2 * t + 1}::jsonb, $${2 * t + 2}::jsonb)`,
    )
    .join(' union all ');
  const params = tables.flatMap(([relid, idx]) => {
    const total = tableRows.get(relid)?.length ?? 0;
    const items = idx.map((i) => {
      const q = questions[i]!;
      return {
        role: q.claims.role,
        claims: q.claims,
        pos: q.positions.length === total ? null : q.positions.map((p) => p + 1),
      };
    });
    return [JSON.stringify(tableRows.get(relid) ?? []), JSON.stringify(items)];
  });
  type Row = { t: number; item: number; ord: number | null; error: string | null };
  const { rows } = await pool.query<Row>(text, params);
  for (const r of rows) {
    const qi = tables[r.t]![1][r.item]!;
    if (r.error) errors.add(`table ${questions[qi]!.relid} as ${questions[qi]!.claims.role}: ${r.error}`);
    else if (r.ord !== null) result[qi]!.add(r.ord - 1);
  }
}
