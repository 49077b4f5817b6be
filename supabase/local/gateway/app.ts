/**
 * The gateway: one Hono app that speaks Supabase's protocols, built from its dependencies.
 * Auth, REST and Storage are sub-apps; realtime attaches to the HTTP server's upgrade event. CORS and
 * the mapping of GatewayError to responses live here, once.
 */
import type http from 'node:http';
import { Hono } from 'hono';
import { createAdaptorServer } from '@hono/node-server';
import type { GatewayDeps } from './deps';
import { GatewayError } from './errors';
import { corsMiddleware } from './cors';
import { apiKeyMiddleware } from './api-key';
import { createAuthApp } from './auth/app';
import { createRestApp } from './rest/app';
import { createStorageApp } from './storage/app';
import { attachRealtime } from './realtime/attach';

export interface Gateway {
  app: Hono;
  server: http.Server;
  close(): Promise<void>;
}

export function createGatewayApp(deps: GatewayDeps): Hono {
  const app = new Hono();
  app.use('*', corsMiddleware);
  app.use('/auth/v1/*', apiKeyMiddleware(deps));
  app.use('/rest/v1/*', apiKeyMiddleware(deps));
  app.route('/auth/v1', createAuthApp(deps));
  app.route('/rest/v1', createRestApp(deps));
  app.route('/storage/v1', createStorageApp(deps));
  app.all('/functions/v1/*', (c) =>
    c.json({ error: 'not_found', message: 'Edge functions are not part of the local stack' }, 404),
  );
  app.get('/', (c) =>
    c.json({ name: 'evee-local-stack', services: ['/auth/v1', '/rest/v1', '/realtime/v1', '/storage/v1'] }),
  );
  app.notFound((c) => c.json({ code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof GatewayError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(err.body, err.status as 400);
    }
    deps.log(
      `[gateway] unhandled error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return c.json({ code: 'internal_error', message: 'Internal gateway error', details: null, hint: null }, 500);
  });
  return app;
}

export function createGateway(deps: GatewayDeps): Gateway {
  const app = createGatewayApp(deps);
  const server = createAdaptorServer({ fetch: app.fetch }) as http.Server;
  const realtime = attachRealtime(server, deps);
  return {
    app,
    server,
    async close() {
      await realtime.close();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
