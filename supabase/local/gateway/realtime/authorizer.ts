/**
 * Row-level security for postgres_changes: which changed rows each group of subscribers
 * (one group per distinct set of claims) may SELECT, asked of PostgreSQL as that group, for a
 * whole dispatch batch in one round trip (realtime_local.visible_rows). The live table is
 * queried by primary key at the time of dispatch, as Supabase's own apply_rls does.
 */
import type pg from 'pg';
import type { Claims } from '../jwt';

export interface VisibilityQuestion {
  claims: Claims;
  schema: string;
  table: string;
  pk: string[];
  /** Primary-key values of each row to check. */
  rows: Record<string, unknown>[];
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

/** For each question, the set of visible row positions (0-based). Errors are logged once per batch. */
export async function visibleRows(
  pool: pg.Pool,
  questions: VisibilityQuestion[],
  log: (line: string) => void,
): Promise<Set<number>[]> {
  const result = questions.map(() => new Set<number>());
  if (!questions.length) return result;
  const items = questions.map((q) => ({
    role: q.claims.role,
    claims: q.claims,
    schema: q.schema,
    table: q.table,
    pk: q.pk,
    rows: q.rows,
  }));
  const { rows } = await pool.query<{ item: number; ord: number | null; error: string | null }>(
    'select item, ord, error from realtime_local.visible_rows($1::jsonb)',
    [JSON.stringify(items)],
  );
  const errors = new Set<string>();
  for (const r of rows) {
    if (r.error) errors.add(`${items[r.item]?.schema}.${items[r.item]?.table} as ${items[r.item]?.role}: ${r.error}`);
    else if (r.ord !== null) result[r.item]!.add(r.ord - 1);
  }
  for (const e of errors) if (!e.includes('42501')) log(`[realtime] RLS check failed for ${e}`);
  return result;
}
