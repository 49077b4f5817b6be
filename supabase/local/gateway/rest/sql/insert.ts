/**
 * INSERT for POST: single rows, bulk rows and upserts. The body travels as one JSON parameter
 * and PostgreSQL turns it into rows, so values are never re-encoded in JavaScript.
 */
import type { Column, Relation } from '../schema/types';
import { ident, qualified, type Sql } from './builder';

export interface InsertOptions {
  /** `Prefer: missing=default`: a key absent from a row takes the column's default, not NULL. */
  missingDefault: boolean;
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  returning?: string;
}

/**
 * How many rows an upsert inserted rather than updated, kept in the transaction setting
 * `pgrst.inserted` as PostgREST does (Query/SqlFragment.hs, addConfigPgrstInserted): every
 * body row adds one, every conflict that turns into an update takes one away. The status of
 * a merge-duplicates upsert depends on it (201 when something was inserted, 200 otherwise).
 */
const bump = (delta: '+' | '-', never: string) =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${delta} 1)::text, true) <> '${never}'`;

export const INSERTED_SQL = `select nullif(current_setting('pgrst.inserted', true), '')::int as inserted`;

export function insertSql(
  sql: Sql,
  schema: string,
  rel: Relation,
  rows: unknown[],
  cols: Column[],
  o: InsertOptions,
): string {
  const target = qualified(schema, rel.name);
  const merge = o.resolution === 'merge-duplicates';
  const exprs = cols.map((c) =>
    o.missingDefault && c.defaultExpr
      ? `case when _pgrst_body.j::jsonb ? ${sql.param(c.name)} then _pgrst_rec.${ident(c.name)} else ${c.defaultExpr} end`
      : `_pgrst_rec.${ident(c.name)}`,
  );
  let s =
    `insert into ${target} (${cols.map((c) => ident(c.name)).join(', ')}) select ${exprs.join(', ')}` +
    ` from json_array_elements(${sql.param(JSON.stringify(rows))}::json) with ordinality as _pgrst_body(j, n)` +
    ` cross join lateral json_populate_record(null::${target}, _pgrst_body.j) as _pgrst_rec` +
    `${merge ? ` where ${bump('+', '0')}` : ''} order by _pgrst_body.n`;
  if (o.resolution) {
    const conflict = (o.onConflict ?? rel.pk).map(ident).join(', ');
    const sets = cols.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`);
    s +=
      o.resolution === 'ignore-duplicates' || sets.length === 0
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${sets.join(', ')} where ${bump('-', '-1')}`;
  }
  return o.returning ? `${s} returning ${o.returning}` : s;
}
