/**
 * The signed-in user's own endpoints: GET /user, PUT /user (password, phone and metadata apply
 * at once; a new e-mail waits for the link sent to it, email-change.ts; a new password or
 * e-mail from an old session needs the reauthentication nonce, reauthenticate.ts) and POST
 * /logout with its three scopes.
 */
import { Hono } from 'hono';
import { authError } from '../errors';
import { inTransaction, type Db } from './db';
import { requireUser, type AuthContext, type Caller } from './guard';
import { resetFailures } from './lockout';
import { readBody, obj, redirectTo, str, type Body } from './request';
import { requestEmailChange } from './email-change';
import { requireReauthentication } from './reauthenticate';
import { endSessions, type LogoutScope } from './session';
import { findUserById, findUserByPhone, mergeMetadata, passwordMatches, setPassword, userJson } from './users';
import { enforcePassword, validEmail, validPhone } from './validate';

const SCOPES: LogoutScope[] = ['global', 'local', 'others'];

export function userRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.get('/user', async (c) => {
    const caller = await requireUser(c, ctx);
    return c.json(await userJson(ctx.pool, caller.user));
  });
  app.put('/user', async (c) => {
    const caller = await requireUser(c, ctx);
    const body = await readBody(c);
    return c.json(await updateUser(ctx, caller, body, redirectTo(c, body) ?? ctx.opts.siteUrl));
  });
  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!SCOPES.includes(scope))
      throw authError(400, 'validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`);
    const caller = await requireUser(c, ctx);
    await endSessions(ctx.pool, caller.user.id, caller.sessionId, scope);
    return c.body(null, 204);
  });
  return app;
}

async function updateUser(ctx: AuthContext, caller: Caller, body: Body, redirect: string) {
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const data = obj(body, 'data');
  if (password !== undefined) enforcePassword(password);
  const userId = caller.user.id;
  const newEmail = email && email.toLowerCase() !== (caller.user.email ?? '').toLowerCase();
  await inTransaction(ctx.pool, async (db) => {
    if (password !== undefined || newEmail) {
      const what = password !== undefined ? 'Password update' : 'Email update';
      await requireReauthentication(db, ctx, caller, str(body, 'nonce'), what);
    }
    if (password !== undefined) {
      if (await passwordMatches(db, userId, password)) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
      await setPassword(db, userId, password);
      await endSessions(db, userId, caller.sessionId, 'others');
      await resetFailures(db, userId);
    }
    if (email) await requestEmailChange(db, ctx, caller.user, validEmail(email), redirect);
    if (phone) await changePhone(db, userId, validPhone(phone));
    if (data) await mergeMetadata(db, userId, 'raw_user_meta_data', data);
  });
  const user = await findUserById(ctx.pool, userId);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return userJson(ctx.pool, user);
}

export async function changePhone(db: Db, userId: string, phone: string): Promise<void> {
  const other = await findUserByPhone(db, phone);
  if (other && other.id !== userId)
    throw authError(422, 'phone_exists', 'A user with this phone number has already been registered');
  if (other) return;
  await db.query('update auth.users set phone = $2, phone_confirmed_at = now(), updated_at = now() where id = $1', [
    userId,
    phone,
  ]);
}
