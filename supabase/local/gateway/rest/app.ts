/**
 * The REST service (/rest/v1): a PostgREST emulation for supabase-js and RxDB's
 * replication-supabase plugin. Routes only; parsing, SQL building, the schema cache and the
 * per-request transaction live in their own modules. Errors are thrown as GatewayError and
 * shaped by the gateway's error handler.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { GatewayDeps } from '../deps';
import { restError } from '../errors';
import { restConfig } from './config';
import { checkLiveSession, sessionGate, statementTimeoutFor, verifyIdentity } from './context';
import { FairShare, shareKey } from './fair-share';
import { unavailableError } from './pg-error';
import type { RestEnv } from './handlers/env';
import { readRelation } from './handlers/read';
import { callFunction } from './handlers/rpc';
import { writeRelation } from './handlers/write';
import { readRequest, type RestRequest } from './request';
import { type Outcome, toResponse } from './respond';
import { SchemaCache } from './schema/cache';
import { liveSessionCheck } from '../live-session';

export function createRestApp(deps: GatewayDeps): Hono {
  const config = restConfig(deps.rest);
  const cache = new SchemaCache(deps.pool, deps.dbUrl, deps.log);
  const live = liveSessionCheck(deps.pool);
  const share = new FairShare(deps.fairShare);
  const app = new Hono();

  // The caller's turn is taken before anything touches the pool (the session check included)
  // and held until the response is built, so one caller never holds more than its share.
  // The session is checked by the request's transaction as it opens; a request that answers
  // without that check (no transaction, or a failure before it) is checked here before its
  // answer or error leaves, so an ended session gets 401 whatever else the request did.
  async function serve(c: Context, handler: (env: RestEnv) => Promise<Outcome>): Promise<Response> {
    const req: RestRequest = await readRequest(c, c.req.path, config);
    const id = await verifyIdentity(req.headers, deps.jwtSecret);
    const release = await share.acquire(shareKey(id, clientAddress(c)));
    try {
      const session = sessionGate(id);
      const unchecked = () => session.sessionId !== null && !session.checked;
      const timeoutMs = statementTimeoutFor(id.role, deps.statementTimeoutMs);
      let outcome: Outcome;
      try {
        outcome = await handler({
          pool: deps.pool,
          cache: cache.of(req.schema),
          log: deps.log,
          req,
          id,
          timeoutMs,
          config,
          session,
        });
      } catch (err) {
        if (unchecked()) await checkLiveSession(id, live);
        throw err;
      }
      if (unchecked()) await checkLiveSession(id, live);
      return toResponse(req, outcome);
    } finally {
      release();
    }
  }

  app.all('/rpc/:fn', (c) => serve(c, (env) => callFunction(env, c.req.param('fn'))));
  app.all('/:relation', (c) =>
    serve(c, (env) => {
      const name = c.req.param('relation');
      const method = env.req.method;
      if (method === 'GET' || method === 'HEAD') return readRelation(env, name);
      if (method === 'POST' || method === 'PATCH' || method === 'DELETE') return writeRelation(env, name);
      throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }),
  );
  // The session check and the schema cache also use the database: when it is gone or out of
  // resources, any step answers PostgREST's 503 instead of a 500.
  app.onError((err) => {
    throw unavailableError(err) ?? err;
  });
  app.all('/', (c) => c.json({ swagger: '2.0', info: { title: 'Evee local REST', version: '12' }, paths: {} }));
  return app;
}

/** The TCP peer's address (not X-Forwarded-For, which any client can write). */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made without a socket (app.request in tests) have no address.
    return 'unknown';
  }
}
