/**
 * auth.mfa_factors and auth.mfa_challenges rows, and GoTrue's factor JSON (models.Factor:
 * the secret is never in it, the phone is "" for a TOTP factor). Also the session side of
 * removing a factor: sessions it raised go back to aal1 and lose its amr entry, as GoTrue's
 * DowngradeSessionsToAAL1 does.
 */
import { authError } from '../errors';
import type { Db } from './db';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  last_challenged_at: Date | null;
}

/** GoTrue's default MFA_CHALLENGE_EXPIRY_DURATION and MFA_FACTOR_EXPIRY_DURATION, in seconds. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
export const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_MAX_ENROLLED_FACTORS default. */
export const MAX_FACTORS = 10;

const COLUMNS = `id, user_id, friendly_name, factor_type::text, status::text, created_at, updated_at, secret,
  last_challenged_at`;

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/**
 * The user's own factor (factorId a UUID, checked by the caller), or GoTrue's 404 (loadFactor):
 * another user's factor is not found either.
 */
export async function ownedFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(`select ${COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`, [
    factorId,
    userId,
  ]);
  if (!rows[0]) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    created_at: f.created_at,
    updated_at: f.updated_at,
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    phone: '',
    last_challenged_at: f.last_challenged_at,
  };
}

/**
 * Deletes the factor and brings the sessions it raised back to aal1 without its amr entry
 * (GoTrue: tx.Destroy(factor), factor.DowngradeSessionsToAAL1).
 */
export async function removeFactor(db: Db, factor: FactorRow): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  await db.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
    [factor.id, factor.factor_type],
  );
  await db.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`, [
    factor.user_id,
    factor.id,
  ]);
}
