/**
 * The REST service's settings, under PostgREST's own names (PGRST_DB_*), so a setting that
 * works here means the same on hosted Supabase. The defaults are hosted Supabase's, not
 * PostgREST's: it exposes `public` and `graphql_public` and caps responses at 1000 rows.
 * Pure: main.ts reads the environment once; tests build a gateway with the config they need.
 */

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface RestConfig {
  /** db-schemas: the exposed schemas, the first being the default profile. */
  schemas: string[];
  /** db-max-rows: the most rows one read or function call returns; null for no cap. */
  maxRows: number | null;
  /** db-aggregates-enabled: count(), sum(), avg(), min(), max() in `select`. */
  aggregatesEnabled: boolean;
  /** db-plan-enabled: EXPLAIN output for `Accept: application/vnd.pgrst.plan`. */
  planEnabled: boolean;
  /** db-tx-end: how each request's transaction ends and whether `Prefer: tx=` may change it. */
  txEnd: TxEnd;
}

export const DEFAULT_REST_CONFIG: Readonly<RestConfig> = Object.freeze({
  schemas: ['public', 'graphql_public'],
  maxRows: 1000,
  aggregatesEnabled: false,
  planEnabled: false,
  txEnd: 'commit',
});

const TX_ENDS: readonly TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

export class RestConfigError extends Error {}

function flag(name: string, raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === 'on' || v === '1') return true;
  if (v === 'false' || v === 'off' || v === '0') return false;
  throw new RestConfigError(`${name} must be true or false, got '${raw}'`);
}

/** Reads PGRST_DB_* from `env`; unset or empty names keep the hosted default. */
export function restConfigFromEnv(env: Record<string, string | undefined>): RestConfig {
  const config: RestConfig = { ...DEFAULT_REST_CONFIG, schemas: [...DEFAULT_REST_CONFIG.schemas] };
  const get = (name: string) => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw;
  };
  const schemas = get('PGRST_DB_SCHEMAS');
  if (schemas !== undefined) {
    // Any name PostgreSQL allows, quoted where it is used (PostgREST accepts `SPECIAL "@/\#~_-`).
    config.schemas = schemas.split(',').map((s) => s.trim());
    if (config.schemas.some((s) => s === ''))
      throw new RestConfigError(`PGRST_DB_SCHEMAS must be a comma-separated list of schema names, got '${schemas}'`);
  }
  const maxRows = get('PGRST_DB_MAX_ROWS');
  if (maxRows !== undefined) {
    const n = Number(maxRows);
    if (!Number.isInteger(n) || n <= 0)
      throw new RestConfigError(`PGRST_DB_MAX_ROWS must be a positive whole number, got '${maxRows}'`);
    config.maxRows = n;
  }
  const aggregates = get('PGRST_DB_AGGREGATES_ENABLED');
  if (aggregates !== undefined) config.aggregatesEnabled = flag('PGRST_DB_AGGREGATES_ENABLED', aggregates);
  const plan = get('PGRST_DB_PLAN_ENABLED');
  if (plan !== undefined) config.planEnabled = flag('PGRST_DB_PLAN_ENABLED', plan);
  const txEnd = get('PGRST_DB_TX_END');
  if (txEnd !== undefined) {
    if (!TX_ENDS.includes(txEnd.trim() as TxEnd))
      throw new RestConfigError(`PGRST_DB_TX_END must be one of ${TX_ENDS.join(', ')}, got '${txEnd}'`);
    config.txEnd = txEnd.trim() as TxEnd;
  }
  return config;
}

/** A partial config (tests, startStack options) over the hosted defaults. */
export function restConfig(partial: Partial<RestConfig> = {}): RestConfig {
  return { ...DEFAULT_REST_CONFIG, schemas: [...DEFAULT_REST_CONFIG.schemas], ...partial };
}
