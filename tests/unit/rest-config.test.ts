// PostgREST's settings as the gateway reads them from the environment (PGRST_DB_*), with hosted
// Supabase's defaults when unset: exposed schemas public and graphql_public, 1000 rows at most,
// aggregates and plans off, transactions committed. Names and values as in PostgREST's
// Config.hs (db-schemas, db-max-rows, db-aggregates-enabled, db-plan-enabled, db-tx-end).
import { describe, expect, it } from 'vitest';
import { DEFAULT_REST_CONFIG, RestConfigError, restConfigFromEnv } from '../../supabase/local/gateway/rest/config';
import { contentType, negotiate } from '../../supabase/local/gateway/rest/media';

describe('REST settings from the environment', () => {
  it("keeps hosted Supabase's defaults when nothing is set or a value is empty", () => {
    expect(restConfigFromEnv({})).toEqual({
      schemas: ['public', 'graphql_public'],
      maxRows: 1000,
      aggregatesEnabled: false,
      planEnabled: false,
      txEnd: 'commit',
    });
    expect(restConfigFromEnv({ PGRST_DB_MAX_ROWS: '', PGRST_DB_SCHEMAS: ' ' })).toEqual(DEFAULT_REST_CONFIG);
  });

  it("reads each of PostgREST's names", () => {
    expect(
      restConfigFromEnv({
        PGRST_DB_SCHEMAS: 'api, public ,SPECIAL "@/#~_-',
        PGRST_DB_MAX_ROWS: '50',
        PGRST_DB_AGGREGATES_ENABLED: 'true',
        PGRST_DB_PLAN_ENABLED: 'TRUE',
        PGRST_DB_TX_END: 'rollback-allow-override',
      }),
    ).toEqual({
      schemas: ['api', 'public', 'SPECIAL "@/#~_-'],
      maxRows: 50,
      aggregatesEnabled: true,
      planEnabled: true,
      txEnd: 'rollback-allow-override',
    });
  });

  it('refuses a value PostgREST would not take, naming the setting', () => {
    expect(() => restConfigFromEnv({ PGRST_DB_MAX_ROWS: '-5' })).toThrow(RestConfigError);
    expect(() => restConfigFromEnv({ PGRST_DB_MAX_ROWS: '1.5' })).toThrow(/PGRST_DB_MAX_ROWS/);
    expect(() => restConfigFromEnv({ PGRST_DB_PLAN_ENABLED: 'yes please' })).toThrow(/PGRST_DB_PLAN_ENABLED/);
    expect(() => restConfigFromEnv({ PGRST_DB_TX_END: 'sometimes' })).toThrow(/PGRST_DB_TX_END must be one of/);
    expect(() => restConfigFromEnv({ PGRST_DB_SCHEMAS: 'public,,api' })).toThrow(/PGRST_DB_SCHEMAS/);
  });
});

describe('Accept negotiation', () => {
  it('reads text/csv, and the plan only when db-plan-enabled is on', () => {
    expect(negotiate('text/csv', false)).toMatchObject({ csv: true, plan: null });
    const accept = 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object"; options=analyze|verbose;';
    expect(() => negotiate(accept, false)).toThrow(/None of these media types are available/);
    const n = negotiate(accept, true);
    expect(n).toMatchObject({ singular: true, plan: { format: 'json', options: ['analyze', 'verbose'] } });
    expect(contentType(n)).toBe(
      'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object"; options=analyze|verbose; charset=utf-8',
    );
    expect(contentType(negotiate('application/vnd.pgrst.plan', true))).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
  });

  it('takes the first acceptable entry and refuses an unknown plan option', () => {
    expect(negotiate('application/vnd.pgrst.plan, text/csv', false)).toMatchObject({ csv: true });
    expect(() => negotiate('application/vnd.pgrst.plan; options=everything', true)).toThrow(/PGRST107|media types/);
  });
});
