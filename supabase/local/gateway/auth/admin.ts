/**
 * The admin user API for the service role: list (paged, with X-Total-Count and Link), create,
 * read, update and delete users. Admin-created users obey the same e-mail and password policy
 * and are confirmed only when email_confirm / phone_confirm say so, as in GoTrue.
 */
import { Hono, type Context } from 'hono';
import { authError } from '../errors';
import { inTransaction, pgCode } from './db';
import { isUuid, requireAdmin, type AuthContext } from './guard';
import { resetFailures } from './lockout';
import { linkHeader, parseBanDuration, parsePage } from './admin-input';
import { bool, obj, readBody, str, type Body } from './request';
import { changeEmail } from './email-change';
import { changePhone } from './user';
import { findUserByEmail, findUserById, mergeMetadata, setPassword, userJson, type UserRow } from './users';
import { insertUser } from './new-user';
import { enforcePassword, validEmail, validPhone } from './validate';

export function adminRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c, ctx);
    await next();
  });
  app.get('/admin/users', async (c) => listUsers(c, ctx));
  app.post('/admin/users', async (c) => c.json(await userJson(ctx.pool, await createUser(ctx, await readBody(c)))));
  app.get('/admin/users/:id', async (c) => c.json(await userJson(ctx.pool, await loadUser(ctx, c.req.param('id')))));
  app.put('/admin/users/:id', async (c) => {
    const user = await loadUser(ctx, c.req.param('id'));
    await updateUser(ctx, user, await readBody(c));
    return c.json(await userJson(ctx.pool, await loadUser(ctx, user.id)));
  });
  app.delete('/admin/users/:id', async (c) => {
    const user = await loadUser(ctx, c.req.param('id'));
    await deleteUser(ctx, user, bool(await readBody(c), 'should_soft_delete') ?? false);
    return c.json({});
  });
  return app;
}

async function listUsers(c: Context, ctx: AuthContext): Promise<Response> {
  const page = parsePage(c.req.query('page'), c.req.query('per_page'));
  if (!page) throw authError(400, 'validation_failed', 'Bad Pagination Parameters');
  const { rows } = await ctx.pool.query<{ id: string; total: number }>(
    `select id, (count(*) over ())::int as total from auth.users order by created_at desc, id limit $1 offset $2`,
    [page.perPage, (page.page - 1) * page.perPage],
  );
  const total =
    rows[0]?.total ?? (await ctx.pool.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n;
  const users = [];
  for (const row of rows) {
    const user = await findUserById(ctx.pool, row.id);
    if (user) users.push(await userJson(ctx.pool, user));
  }
  c.header('X-Total-Count', String(total));
  c.header('Link', linkHeader('/admin/users', page, total));
  return c.json({ users, aud: 'authenticated' });
}

async function loadUser(ctx: AuthContext, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw authError(400, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.pool, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return user;
}

function banUntil(body: Body): Date | null | undefined {
  const raw = str(body, 'ban_duration');
  if (raw === undefined) return undefined;
  const ms = parseBanDuration(raw);
  if (ms === null) throw authError(400, 'validation_failed', `invalid format for ban duration: ${raw}`);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

async function createUser(ctx: AuthContext, body: Body): Promise<UserRow> {
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const id = str(body, 'id');
  if (!email && !phone)
    throw authError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  // GoTrue's adminUserCreate order: the e-mail (format, then taken), the phone, then the rest.
  const address = email ? validEmail(email) : undefined;
  if (address && (await findUserByEmail(ctx.pool, address)))
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  const number = phone ? validPhone(phone) : undefined;
  if (password !== undefined) enforcePassword(password);
  if (id !== undefined && !isUuid(id)) throw authError(400, 'validation_failed', 'id must be an UUID');
  return inTransaction(ctx.pool, (db) =>
    insertUser(db, {
      id,
      email: address,
      phone: number,
      password,
      emailConfirmed: bool(body, 'email_confirm') ?? false,
      phoneConfirmed: bool(body, 'phone_confirm') ?? false,
      userMetadata: obj(body, 'user_metadata'),
      appMetadata: obj(body, 'app_metadata'),
      role: str(body, 'role'),
      bannedUntil: banUntil(body) ?? null,
    }),
  );
}

async function updateUser(ctx: AuthContext, user: UserRow, body: Body): Promise<void> {
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const userMetadata = obj(body, 'user_metadata');
  const appMetadata = obj(body, 'app_metadata');
  const role = str(body, 'role');
  const bannedUntil = banUntil(body);
  if (password !== undefined) enforcePassword(password);
  await inTransaction(ctx.pool, async (db) => {
    if (email) await changeEmail(db, user.id, validEmail(email));
    if (phone) await changePhone(db, user.id, validPhone(phone));
    if (password !== undefined) {
      await setPassword(db, user.id, password);
      await resetFailures(db, user.id);
    }
    if (userMetadata) await mergeMetadata(db, user.id, 'raw_user_meta_data', userMetadata);
    if (appMetadata) await mergeMetadata(db, user.id, 'raw_app_meta_data', appMetadata);
    if (role) await db.query('update auth.users set role = $2 where id = $1', [user.id, role]);
    if (bool(body, 'email_confirm') === true)
      await db.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [
        user.id,
      ]);
    if (bool(body, 'phone_confirm') === true)
      await db.query('update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1', [
        user.id,
      ]);
    if (bannedUntil !== undefined) {
      await db.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
        user.id,
        bannedUntil,
      ]);
      if (bannedUntil) await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    }
  });
}

/** Hard delete removes the row (and, by cascade, its sessions); soft delete keeps it, anonymised. */
async function deleteUser(ctx: AuthContext, user: UserRow, soft: boolean): Promise<void> {
  try {
    await inTransaction(ctx.pool, async (db) => {
      if (!soft) return db.query('delete from auth.users where id = $1', [user.id]);
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
      await db.query('delete from auth.identities where user_id = $1', [user.id]);
      return db.query(
        `update auth.users set email = null, phone = null, encrypted_password = '', deleted_at = now(), updated_at = now() where id = $1`,
        [user.id],
      );
    });
  } catch (err) {
    if (pgCode(err) !== '23503') throw err;
    ctx.log(`[auth] cannot delete user ${user.id}: ${(err as Error).message}`);
    throw authError(409, 'conflict', `Database error deleting user: ${(err as Error).message}`);
  }
}
