/** Placeholder until the auth service lands. */
import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';

export function createAuthApp(_deps: GatewayDeps): Hono {
  const app = new Hono();
  app.all('*', (c) => c.json({ code: 'not_implemented', message: 'auth not implemented yet' }, 501));
  return app;
}
