/**
 * `Accept: application/vnd.pgrst.plan` (postgrest-js `explain()`), only with db-plan-enabled:
 * the request's own statement under EXPLAIN with the options asked for, in the caller's role
 * and transaction as the statement itself would run (Query/SqlFragment.hs, explainF). As in
 * PostgREST, `analyze` runs the statement, so a write is carried out.
 */
import type { Outcome } from '../respond';
import { endsInRollback, type RestEnv, run } from './env';

export async function explainOutcome(
  env: RestEnv,
  readOnly: boolean,
  text: string,
  params: unknown[],
): Promise<Outcome> {
  const plan = env.req.plan;
  if (!plan) throw new Error('explainOutcome needs a plan request');
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  const rows = await run(env, readOnly, async (client) => ({
    value: (await client.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${text}`, params)).rows,
    rollback: endsInRollback(env),
  }));
  const body =
    plan.format === 'json'
      ? JSON.stringify(rows[0]?.['QUERY PLAN'] ?? [])
      : rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  return { status: 200, body, headers: {} };
}
