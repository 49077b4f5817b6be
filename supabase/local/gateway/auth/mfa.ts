/**
 * Second factors (/factors), as GoTrue's internal/api/mfa.go answers them, TOTP only: enroll
 * (secret, otpauth URI and QR code), challenge, verify (a new session at aal2) and unenroll, for
 * the signed-in user's own factors; and the admin list and delete (/admin/users/{id}/factors).
 * Codes are guessed against the same count as e-mail codes (otp-guard.ts), per user: more than
 * 5 verify attempts within 15 minutes answer 429 whatever the code, parallel ones included.
 * GoTrue limits verify per client instead (15 a minute, MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY),
 * which leaves a password thief a million codes a few days away.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { authError } from '../errors';
import { inTransaction, type Db } from './db';
import { isUuid, requireAdmin, requireUser, type AuthContext, type Caller } from './guard';
import { clientOf } from './lockout';
import {
  CHALLENGE_EXPIRY_SECONDS,
  factorJson,
  listFactors,
  MAX_FACTORS,
  ownedFactor as loadOwnedFactor,
  removeFactor,
  UNVERIFIED_FACTOR_EXPIRY_SECONDS,
  type FactorRow,
} from './mfa-factors';
import { raiseSession } from './mfa-session';
import { newTotpSecret, totpCodeMatches, totpQrSvg, totpUri } from './mfa-totp';
import { clearSlots, takeSlot } from './otp-guard';
import { readBody, str, type Body } from './request';
import { findUserById } from './users';

export function mfaRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/factors', async (c) => c.json(await enroll(ctx, await signedIn(c, ctx), await readBody(c))));
  app.post('/factors/:id/challenge', async (c) => {
    const caller = await signedIn(c, ctx);
    return c.json(await challenge(ctx, await ownedFactor(ctx.pool, caller.user.id, c.req.param('id')), c));
  });
  app.post('/factors/:id/verify', async (c) => {
    const caller = await signedIn(c, ctx);
    const factor = await ownedFactor(ctx.pool, caller.user.id, c.req.param('id'));
    return c.json(await verify(ctx, caller, factor, await readBody(c), c));
  });
  app.delete('/factors/:id', async (c) => {
    const caller = await signedIn(c, ctx);
    const factor = await ownedFactor(ctx.pool, caller.user.id, c.req.param('id'));
    if (factor.status === 'verified' && (await sessionAal(ctx, caller)) !== 'aal2')
      throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    await inTransaction(ctx.pool, (db) => removeFactor(db, factor));
    return c.json({ id: factor.id });
  });
  app.get('/admin/users/:id/factors', async (c) => {
    const userId = await adminTarget(c, ctx);
    return c.json((await listFactors(ctx.pool, userId)).map(factorJson));
  });
  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const factor = await ownedFactor(ctx.pool, await adminTarget(c, ctx), c.req.param('factorId'));
    await inTransaction(ctx.pool, (db) => removeFactor(db, factor));
    return c.json(factorJson(factor));
  });
  return app;
}

async function ownedFactor(db: Db, userId: string, factorId: string | undefined): Promise<FactorRow> {
  if (!isUuid(factorId)) throw authError(404, 'validation_failed', 'factor_id must be an UUID');
  return loadOwnedFactor(db, userId, factorId);
}

async function signedIn(c: Context, ctx: AuthContext): Promise<Caller & { sessionId: string }> {
  const caller = await requireUser(c, ctx);
  if (!caller.sessionId)
    throw authError(401, 'no_authorization', 'A valid session and a registered user are required for second factors');
  return { ...caller, sessionId: caller.sessionId };
}

async function adminTarget(c: Context, ctx: AuthContext): Promise<string> {
  await requireAdmin(c, ctx);
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw authError(400, 'validation_failed', 'user_id must be an UUID');
  if (!(await findUserById(ctx.pool, id))) throw authError(404, 'user_not_found', 'User not found');
  return id;
}

async function sessionAal(ctx: AuthContext, caller: { sessionId: string }): Promise<string | undefined> {
  const { rows } = await ctx.pool.query<{ aal: string }>('select aal::text from auth.sessions where id = $1', [
    caller.sessionId,
  ]);
  return rows[0]?.aal;
}

async function enroll(ctx: AuthContext, caller: Caller & { sessionId: string }, body: Body) {
  const type = str(body, 'factor_type');
  const name = str(body, 'friendly_name') ?? '';
  if (type === 'phone') throw authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn')
    throw authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  const issuer = str(body, 'issuer') || new URL(ctx.opts.siteUrl).host;
  const aal = await sessionAal(ctx, caller);
  const secret = newTotpSecret();
  const uri = totpUri(issuer, caller.user.email ?? '', secret);
  const id = randomUUID();
  await inTransaction(ctx.pool, async (db) => {
    // GoTrue's validateFactors: expired unverified factors go first, then the limits.
    await db.query(
      `delete from auth.mfa_factors f where user_id = $1 and status <> 'verified'
          and created_at + make_interval(secs => $2) < now()
          and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
      [caller.user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
    );
    const factors = await listFactors(db, caller.user.id);
    if (name && factors.some((f) => f.friendly_name === name))
      throw authError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
      );
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS)
      throw authError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    if (verified > 0 && aal !== 'aal2')
      throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, caller.user.id, name, secret],
    );
  });
  return { id, type: 'totp', friendly_name: name, totp: { qr_code: await totpQrSvg(uri), secret, uri } };
}

async function challenge(ctx: AuthContext, factor: FactorRow, c: Context) {
  const id = randomUUID();
  const { rows } = await inTransaction(ctx.pool, async (db) => {
    await db.query('update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1', [factor.id]);
    return db.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning extract(epoch from created_at + make_interval(secs => $4))::bigint::int as expires_at`,
      [id, factor.id, clientAddress(c), CHALLENGE_EXPIRY_SECONDS],
    );
  });
  return { id, type: factor.factor_type, expires_at: rows[0]!.expires_at };
}

function clientAddress(c: Context): string {
  return clientOf(c) || '0.0.0.0';
}

async function verify(
  ctx: AuthContext,
  caller: Caller & { sessionId: string },
  factor: FactorRow,
  body: Body,
  c: Context,
) {
  const challengeId = str(body, 'challenge_id');
  const code = str(body, 'code');
  if (!challengeId || !isUuid(challengeId)) throw authError(400, 'validation_failed', 'challenge_id must be an UUID');
  if (!code) throw authError(400, 'validation_failed', 'Code needs to be non-empty');
  // Outside the transaction below, so a wrong code still spends its slot.
  await takeSlot(ctx.pool, ctx.opts, `mfa:${caller.user.id}`);
  const outcome = await inTransaction(ctx.pool, async (db) => {
    const { rows } = await db.query<{ verified: boolean; same_client: boolean; expired: boolean }>(
      `select verified_at is not null as verified, ip_address = $3::inet as same_client,
              created_at + make_interval(secs => $4) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
      [challengeId, factor.id, clientAddress(c), CHALLENGE_EXPIRY_SECONDS],
    );
    const found = rows[0];
    if (!found) throw authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (found.verified || !found.same_client)
      throw authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (found.expired) {
      await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
      return 'expired' as const;
    }
    if (!factor.secret || !totpCodeMatches(factor.secret, code.trim())) return 'wrong' as const;
    await db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
    await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    await clearSlots(db, `mfa:${caller.user.id}`);
    const user = (await findUserById(db, caller.user.id)) ?? caller.user;
    return raiseSession(db, ctx.opts, user, caller.sessionId, factor);
  });
  if (outcome === 'expired')
    throw authError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  if (outcome === 'wrong') throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  return outcome;
}
