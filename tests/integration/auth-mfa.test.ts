// TOTP second factors through @supabase/auth-js, answered as GoTrue answers them. Expected
// shapes and statuses come from github.com/supabase/auth at bc32168e (2026-08-20):
// internal/api/mfa.go (EnrollFactor, ChallengeFactor, VerifyFactor, UnenrollFactor,
// validateFactors), internal/api/admin.go (adminUserGetFactors, adminUserDeleteFactor), the
// AAL rules of internal/models/sessions.go (CalculateAALAndAMR) and the cases of
// internal/api/mfa_test.go named beside each test.
import { describe, expect, it } from 'vitest';
import { authFetch } from '../fixtures/auth';
import { stepUp, totpCode } from '../fixtures/mfa';
import { anonClient, createUser, serviceClient, TEST_PASSWORD, type TestUser } from '../fixtures/stack';

function claims(client: TestUser['client']) {
  return client.auth.getSession().then(({ data }) => {
    const token = data.session!.access_token;
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  });
}

async function token(client: TestUser['client']): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

/** Six-digit codes none of which the secret accepts now (one step either side). */
function wrongCodes(secret: string, count: number): string[] {
  const accepted = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d)));
  const out: string[] = [];
  for (let n = 1; out.length < count; n++) {
    const guess = String((n * 7919) % 1_000_000).padStart(6, '0');
    if (!accepted.has(guess)) out.push(guess);
  }
  return out;
}

describe('enrolling a TOTP factor', () => {
  it('returns the factor id, a QR code as an SVG data URI, the secret and the otpauth URI (TestEnrollFactor)', async () => {
    const user = await createUser();
    const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(data!.type).toBe('totp');
    expect(data!.friendly_name).toBe('Phone');
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(data!.totp.qr_code).not.toContain('#');
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/localhost%3A4173:${encodeURIComponent(user.email)}?algorithm=SHA1&digits=6&issuer=localhost%3A4173&period=30&secret=${data!.totp.secret}`,
    );
    const listed = await user.client.auth.mfa.listFactors();
    expect(listed.data!.all.map((f) => [f.id, f.status, f.factor_type])).toEqual([[data!.id, 'unverified', 'totp']]);
    expect(listed.data!.totp).toEqual([]);
  });

  it('refuses an unknown factor type with 400 and a second factor of the same name with 422 (TestDuplicateTOTPEnrollsReturnExpectedMessage)', async () => {
    const user = await createUser();
    const bad = await authFetch('/factors', {
      method: 'POST',
      token: await token(user.client),
      body: JSON.stringify({ factor_type: 'invalid_factor' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    const again = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('mfa_factor_name_conflict');
    expect(again.error?.message).toBe('A factor with the friendly name "Work phone" for this user already exists');
  });
});

describe('verifying a code', () => {
  it('returns a new session at aal2 whose amr names totp and password (TestMFAVerifyFactor: Valid /verify request)', async () => {
    const user = await createUser();
    expect((await claims(user.client)).aal).toBe('aal1');
    const { factorId } = await stepUp(user.client);
    const jwt = await claims(user.client);
    expect(jwt.aal).toBe('aal2');
    expect((jwt.amr as { method: string }[]).map((a) => a.method).sort()).toEqual(['password', 'totp']);
    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await user.client.auth.mfa.listFactors();
    expect(listed.data!.totp.map((f) => [f.id, f.status])).toEqual([[factorId, 'verified']]);
  });

  it('refuses a wrong code with 422 and a challenge used once already (TestMFAVerifyFactor: Invalid code)', async () => {
    const user = await createUser();
    const { data: factor } = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: factor!.id });
    expect(challenge!.type).toBe('totp');
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const wrong = await user.client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: wrongCodes(factor!.totp.secret, 1)[0]!,
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);
    const code = totpCode(factor!.totp.secret);
    const right = await user.client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    expect(right.error).toBeNull();
    const replay = await user.client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    expect(replay.error?.code).toBe('mfa_ip_address_mismatch');
  });

  it("answers 404 for another user's factor (TestChallengeFactorNotOwnedByUser)", async () => {
    const [owner, other] = await Promise.all([createUser(), createUser()]);
    const { data: factor } = await owner.client.auth.mfa.enroll({ factorType: 'totp' });
    const res = await other.client.auth.mfa.challenge({ factorId: factor!.id });
    expect(res.error?.status).toBe(404);
    expect(res.error?.code).toBe('mfa_factor_not_found');
  });

  it('keeps aal2 across a token refresh (TestSessionsMaintainAALOnRefresh)', async () => {
    const user = await createUser();
    await stepUp(user.client);
    const { error } = await user.client.auth.refreshSession();
    expect(error).toBeNull();
    expect((await claims(user.client)).aal).toBe('aal2');
  });

  it('gives a later password sign-in aal1, with aal2 as the next level (TestMFAFollowedByPasswordSignIn)', async () => {
    const user = await createUser();
    await stepUp(user.client);
    const again = anonClient();
    await again.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await claims(user.client)).aal).toBe('aal2');
  });

  it('ends the user’s other sessions still at aal1 (InvalidateSessionsWithAALLessThan)', async () => {
    const user = await createUser();
    const other = anonClient();
    await other.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    await stepUp(user.client);
    const res = await authFetch('/user', { token: await token(other) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
  });
});

describe('removing a factor', () => {
  it('needs aal2 for a verified factor, and brings the session back to aal1 (TestUnenrollVerifiedFactor)', async () => {
    const user = await createUser();
    const { factorId } = await stepUp(user.client);
    const password = anonClient();
    await password.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const refused = await password.auth.mfa.unenroll({ factorId });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient_aal');
    const { data, error } = await user.client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    await user.client.auth.refreshSession();
    expect((await claims(user.client)).aal).toBe('aal1');
    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses enrolling another factor at aal1 once one is verified (validateFactors)', async () => {
    const user = await createUser();
    await stepUp(user.client);
    const password = anonClient();
    await password.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const res = await password.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(res.error?.status).toBe(403);
    expect(res.error?.code).toBe('insufficient_aal');
  });
});

describe('admin factor API', () => {
  it("lists a user's factors and deletes one, downgrading the sessions it raised (adminUserGetFactors, adminUserDeleteFactor)", async () => {
    const user = await createUser();
    const { factorId } = await stepUp(user.client);
    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors.map((f) => [f.id, f.factor_type, f.status])).toEqual([[factorId, 'totp', 'verified']]);
    expect(listed.data!.factors[0]).not.toHaveProperty('secret');
    const deleted = await admin.deleteFactor({ userId: user.id, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js hands back the response as it came ({data, error}), without unwrapping it.
    expect(deleted.data).toMatchObject({ data: { id: factorId, factor_type: 'totp', status: 'verified' } });
    expect((await admin.listFactors({ userId: user.id })).data!.factors).toEqual([]);
    await user.client.auth.refreshSession();
    expect((await claims(user.client)).aal).toBe('aal1');
  });

  it('refuses a signed-in user on the admin factor API with 403 not_admin', async () => {
    const user = await createUser();
    const res = await authFetch(`/admin/users/${user.id}/factors`, { token: await token(user.client) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'not_admin' });
  });
});

describe('guessing codes', () => {
  it('answers 429 after five attempts, wrong codes fired in parallel included, and then refuses the right code too', async () => {
    const user = await createUser();
    const { data: factor } = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: factor!.id });
    const jwt = await token(user.client);
    const responses = await Promise.all(
      wrongCodes(factor!.totp.secret, 20).map((code) =>
        authFetch(`/factors/${factor!.id}/verify`, {
          method: 'POST',
          token: jwt,
          body: JSON.stringify({ challenge_id: challenge!.id, code }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const limited = responses.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const right = await user.client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(right.error?.status).toBe(429);
    expect((await claims(user.client)).aal).toBe('aal1');
  });
});
