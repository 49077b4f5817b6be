/**
 * The local Auth service (/auth/v1): a GoTrue emulation good enough for the unmodified
 * auth-js. Built from the gateway's dependencies; each group of endpoints is a sub-app.
 * Also serves the local mailer's outbox (GET /local/outbox, service role only), which
 * hosted Supabase does not have.
 */
import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';
import { authError } from '../errors';
import { adminRoutes } from './admin';
import { pgCode } from './db';
import { unavailableReason } from '../db-unavailable';
import { adminLinkRoutes } from './admin-links';
import { requireAdmin, type AuthContext } from './guard';
import { readOutbox } from './mailer';
import { mfaRoutes } from './mfa';
import { authOptions } from './options';
import { recoveryRoutes } from './recovery';
import { verifyRoutes } from './verify';
import { confirmationRoutes } from './confirmation';
import { inviteRoutes } from './invite';
import { magicLinkRoutes } from './magic-link';
import { reauthenticateRoutes } from './reauthenticate';
import { signInRoutes } from './sign-in';
import { userRoutes } from './user';

export function createAuthApp(deps: GatewayDeps): Hono {
  const ctx: AuthContext = { pool: deps.pool, opts: authOptions(deps), log: deps.log };
  const app = new Hono();
  app.route('/', signInRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', recoveryRoutes(ctx));
  app.route('/', verifyRoutes(ctx));
  app.route('/', confirmationRoutes(ctx));
  app.route('/', magicLinkRoutes(ctx));
  app.route('/', inviteRoutes(ctx));
  app.route('/', reauthenticateRoutes(ctx));
  app.route('/', adminLinkRoutes(ctx));
  app.route('/', mfaRoutes(ctx));
  app.route('/', adminRoutes(ctx));
  app.route('/', infoRoutes(ctx));
  app.onError((err) => {
    throw asAuthError(err, ctx);
  });
  app.all('*', (c) => {
    throw authError(404, 'not_found', `The local Auth service has no route for ${c.req.method} ${c.req.path}`);
  });
  return app;
}

/**
 * Data PostgreSQL refuses (class 22: bad text, numbers out of range) is the caller's mistake: a
 * 400. A database that is gone, timing out or out of resources is a 503, which auth-js treats
 * as retryable (AuthRetryableFetchError) rather than as a failed sign-in.
 */
function asAuthError(err: Error, ctx: AuthContext): Error {
  const unavailable = unavailableReason(err);
  if (unavailable) {
    ctx.log(`[auth] database unavailable (${unavailable}): ${err.message}`);
    const message =
      unavailable === 'timeout'
        ? 'The database took too long to answer; try again'
        : 'The database is unavailable right now; try again shortly';
    return authError(503, unavailable === 'timeout' ? 'request_timeout' : 'unexpected_failure', message);
  }
  const code = pgCode(err);
  if (!code?.startsWith('22')) return err;
  ctx.log(`[auth] refused input: ${err.message}`);
  return authError(400, 'validation_failed', `Invalid input: ${err.message}`);
}

function infoRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.get('/health', (c) =>
    c.json({
      version: 'evee-local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: true },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: true,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [] });
  });
  app.get('/local/outbox', async (c) => {
    await requireAdmin(c, ctx);
    const email = c.req.query('email');
    if (!email) throw authError(400, 'validation_failed', 'The outbox is read per address: pass ?email=');
    return c.json(await readOutbox(ctx.pool, email));
  });
  return app;
}
