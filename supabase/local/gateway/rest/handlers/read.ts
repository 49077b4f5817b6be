/** GET and HEAD on a table or view. */
import { parseQuery } from '../parse/query-string';
import { readOutcome, singularError, toRow, type Outcome, type StatementRow } from '../respond';
import { ident, qualified, Sql } from '../sql/builder';
import { buildNode, checkUnusedPaths } from '../sql/read';
import { readStatement } from '../sql/statements';
import { type RestEnv, rejectPlain, relationOr404, run } from './env';
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
    const node = buildNode(ctx, rel.name, alias, q.select, []);
    checkUnusedPaths(ctx);
    const shape = req.singular ? 'singular' : 'rows';
    const text = readStatement(sql, `${qualified(s.schema, rel.name)} as ${alias}`, node, !!req.prefs.count, {
      shape,
      stripNulls: req.stripNulls,
    });
    return { text, params: sql.params, offset: node.offset ?? 0 };
  });
  const row = await run(env, true, async (client) => ({
    value: toRow((await client.query<StatementRow>(p.text, p.params)).rows[0] as StatementRow),
  }));
  if (req.singular && row.page !== 1) throw singularError(row.page);
  return readOutcome(p.offset, row.page, row.total, row.body);
}
