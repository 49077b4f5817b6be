/** Placeholder until the REST service lands. */
import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';

export function createRestApp(_deps: GatewayDeps): Hono {
  const app = new Hono();
  app.all('*', (c) => c.json({ code: 'not_implemented', message: 'rest not implemented yet' }, 501));
  return app;
}
