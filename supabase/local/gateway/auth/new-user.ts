/**
 * Creating users as GoTrue does: the auth.users row (password hashed in PostgreSQL with
 * pgcrypto's bcrypt) and its e-mail or phone identity. Inserts are plain INSERTs, so the
 * project's triggers on auth.users (profile and default role) fire.
 */
import { authError } from '../errors';
import { pgCode, type Db } from './db';
import { USER_COLUMNS, type UserRow } from './users';

export interface NewUser {
  id?: string;
  email?: string;
  phone?: string;
  password?: string;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
  invited?: boolean;
}

/** Inserts the user and its identity; a taken e-mail or phone is 422 email_exists / phone_exists. */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  const provider = input.email ? 'email' : 'phone';
  const appMetadata = { provider, providers: [provider], ...(input.appMetadata ?? {}) };
  try {
    const { rows } = await db.query<UserRow>(
      `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at,
          phone_confirmed_at, invited_at, raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at,
          is_anonymous, confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', coalesce($1::uuid, gen_random_uuid()), 'authenticated',
          coalesce($2, 'authenticated'), $3, $4,
          case when $5::text is null then '' else extensions.crypt($5, extensions.gen_salt('bf')) end,
          case when $6 then now() end, case when $7 then now() end, case when $8 then now() end,
          $9, $10, $11, now(), now(), false, '', '', '', '')
       returning ${USER_COLUMNS}`,
      [
        input.id ?? null,
        input.role ?? null,
        input.email ?? null,
        input.phone ?? null,
        input.password ?? null,
        input.emailConfirmed && !!input.email,
        input.phoneConfirmed && !!input.phone,
        input.invited ?? false,
        appMetadata,
        input.userMetadata ?? {},
        input.bannedUntil ?? null,
      ],
    );
    const user = rows[0]!;
    await insertIdentity(db, user, provider);
    return user;
  } catch (err) {
    throw mapUniqueViolation(err, input);
  }
}

async function insertIdentity(db: Db, user: UserRow, provider: 'email' | 'phone'): Promise<void> {
  const data = {
    sub: user.id,
    ...(provider === 'email' ? { email: user.email } : { phone: user.phone }),
    email_verified: user.email_confirmed_at !== null,
    phone_verified: user.phone_confirmed_at !== null,
  };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2, $3, now(), now())`,
    [user.id, data, provider],
  );
}

export function mapUniqueViolation(err: unknown, input: { email?: string; phone?: string }): unknown {
  if (pgCode(err) !== '23505') return err;
  const detail =
    String((err as { detail?: string; constraint?: string }).constraint ?? '') +
    String((err as { detail?: string }).detail ?? '');
  if (/phone/.test(detail) && input.phone)
    return authError(422, 'phone_exists', 'A user with this phone number has already been registered');
  if (/email/.test(detail) && input.email)
    return authError(422, 'email_exists', 'A user with this email address has already been registered');
  if (/pkey|\(id\)/.test(detail)) return authError(422, 'user_already_exists', 'A user with this id already exists');
  return authError(422, 'user_already_exists', 'User already registered');
}
