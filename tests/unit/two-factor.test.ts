import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { needsTwoFactor, pendingSecondFactor, tokenAal, TWO_FACTOR_REQUIRED } from '@/utils/two-factor';

const token = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

const session = (aal: string, factors: { id: string; status: string; factor_type: string }[] = []) =>
  ({ access_token: token({ aal, sub: 'u' }), user: { id: 'u', factors } }) as unknown as Session;

describe('pendingSecondFactor', () => {
  it('asks for a code when a password-only session belongs to someone with a verified authenticator', () => {
    expect(pendingSecondFactor(session('aal1', [{ id: 'f1', status: 'verified', factor_type: 'totp' }]))).toEqual({
      factorId: 'f1',
    });
  });

  it('asks for nothing once the session is aal2, or when the only factor is unverified', () => {
    expect(pendingSecondFactor(session('aal2', [{ id: 'f1', status: 'verified', factor_type: 'totp' }]))).toBeNull();
    expect(pendingSecondFactor(session('aal1', [{ id: 'f1', status: 'unverified', factor_type: 'totp' }]))).toBeNull();
    expect(pendingSecondFactor(session('aal1'))).toBeNull();
    expect(pendingSecondFactor(null)).toBeNull();
  });

  it('reads the assurance level from a base64url token, and null from a malformed one', () => {
    expect(tokenAal(token({ aal: 'aal2', name: '~~~>>>' }))).toBe('aal2');
    expect(tokenAal('not-a-token')).toBeNull();
  });
});

describe('needsTwoFactor', () => {
  it("recognises the database's refusal inside a longer message", () => {
    expect(needsTwoFactor(`Could not suspend: ${TWO_FACTOR_REQUIRED}`)).toBe(true);
    expect(needsTwoFactor('Only internal admins can suspend accounts')).toBe(false);
    expect(needsTwoFactor(null)).toBe(false);
  });
});
