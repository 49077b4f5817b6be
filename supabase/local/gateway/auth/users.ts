/**
 * auth.users rows and GoTrue's user JSON: loading users and their identities, checking and
 * setting passwords (bcrypt in PostgreSQL through pgcrypto, as Supabase seeds do), and small
 * field updates. Creating users lives in new-user.ts.
 */
import type { Db } from './db';
import { factorJson, listFactors } from './mfa-factors';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  invited_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, phone_confirmed_at, confirmed_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, invited_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous`;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null and not is_sso_user`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where phone = $1 and deleted_at is null`,
    [phone],
  );
  return rows[0] ?? null;
}

/** Phones are stored as GoTrue stores them: digits only, without the leading +. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}

export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean | null }>(
    `select coalesce(encrypted_password <> '' and encrypted_password = extensions.crypt($2, encrypted_password), false) as ok
       from auth.users where id = $1`,
    [userId, password],
  );
  return rows[0]?.ok === true;
}

export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  await db.query(
    `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now() where id = $1`,
    [userId, password],
  );
}

export async function loadIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** GoTrue's user object: empty strings for a missing e-mail or phone, null timestamps omitted. */
export async function userJson(db: Db, user: UserRow): Promise<Record<string, unknown>> {
  const identities = (await loadIdentities(db, user.id)).map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: i.last_sign_in_at,
    created_at: i.created_at,
    updated_at: i.updated_at,
    email: i.email ?? undefined,
  }));
  const factors = await listFactors(db, user.id);
  const optional: Record<string, unknown> = {
    email_confirmed_at: user.email_confirmed_at,
    phone_confirmed_at: user.phone_confirmed_at,
    confirmed_at: user.confirmed_at,
    confirmation_sent_at: user.confirmation_sent_at,
    recovery_sent_at: user.recovery_sent_at,
    new_email: user.email_change || null,
    email_change_sent_at: user.email_change_sent_at,
    invited_at: user.invited_at,
    last_sign_in_at: user.last_sign_in_at,
    banned_until: user.banned_until,
    deleted_at: user.deleted_at,
  };
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== null && v !== undefined)),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    // GoTrue's `factors,omitempty`: auth-js reads them for listFactors and the assurance level.
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

export async function touchSignIn(db: Db, userId: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await db.query('update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1', [userId]);
}

/** Merges metadata as GoTrue does: top-level keys replaced, keys set to null removed. */
export async function mergeMetadata(
  db: Db,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  patch: Record<string, unknown>,
): Promise<void> {
  const nulls = Object.keys(patch).filter((k) => patch[k] === null);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null));
  await db.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, set, nulls],
  );
}
