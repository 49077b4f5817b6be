/** GET and HEAD on a table or view. */
import { parseQuery } from '../parse/query-string';
import { readOutcome, singularError, toRow, type Outcome, type StatementRow } from '../respond';
import { ident, qualified, Sql } from '../sql/builder';
import { buildNode, checkUnusedPaths } from '../sql/read';
import { plannedCountStatement, readStatement } from '../sql/statements';
import { capRows, type RestEnv, rejectPlain, relationOr404, run } from './env';
import { explainOutcome } from './explain';
import { plan } from './plan';

export async function readRelation(env: RestEnv, name: string): Promise<Outcome> {
  const { req } = env;
  const p = await plan(env.cache, (s) => {
    const rel = relationOr404(s, name);
    const q = parseQuery(req.pairs);
    rejectPlain(q);
    const sql = new Sql();
    const ctx = { sql, schema: s, nodes: q.nodes, used: new Set<string>(), aggregates: env.config.aggregatesEnabled };
    // The table's own name, as PostgREST's alias, so database errors name it rather than an alias of ours.
    const alias = ident(rel.name);
    const node = capRows(env, buildNode(ctx, rel.name, alias, q.select, []));
    checkUnusedPaths(ctx);
    const shape = req.singular ? 'singular' : 'rows';
    const from = `${qualified(s.schema, rel.name)} as ${alias}`;
    const count = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
    const text = readStatement(sql, from, node, count, { shape, stripNulls: req.stripNulls, csv: req.csv });
    const estimate = req.prefs.count === 'planned' || req.prefs.count === 'estimated';
    const planned = estimate ? plannedCountStatement(from, node, sql.params.length) : null;
    return { text, params: sql.params, offset: node.offset ?? 0, planned };
  });
  if (req.plan) return explainOutcome(env, true, p.text, p.params);
  const row = await run(env, true, async (client) => {
    const value = toRow((await client.query<StatementRow>(p.text, p.params)).rows[0] as StatementRow);
    if (p.planned && needsEstimate(env, value.total)) {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(p.planned, p.params);
      const estimate = rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? null;
      value.total = req.prefs.count === 'planned' ? estimate : Math.max(value.total ?? 0, estimate ?? 0);
    }
    return { value };
  });
  if (req.singular && row.page !== 1) throw singularError(row.page);
  return readOutcome(p.offset, row.page, row.total, row.body);
}

/**
 * count=planned is the planner's estimate; count=estimated is exact up to db-max-rows and the
 * larger of exact and estimate past it (MainTx.hs). Without a row cap there is nothing past it.
 */
function needsEstimate(env: RestEnv, exact: number | null): boolean {
  const { count } = env.req.prefs;
  if (count === 'planned') return true;
  const max = env.config.maxRows;
  return count === 'estimated' && max !== null && exact !== null && exact > max;
}
