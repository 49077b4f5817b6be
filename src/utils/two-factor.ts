// Two-factor authentication in the app: the database's refusal of a portal change made without
// a second factor (migration 20261129130000; the words are the database's), and whether a
// session still owes its second factor: signed in with the password only (a token of assurance
// level aal1) by someone with a verified authenticator, which auth-js's
// getAuthenticatorAssuranceLevel decides from the same two things without a request.
import type { Session } from '@supabase/supabase-js';

export const TWO_FACTOR_REQUIRED = 'Set up two-factor authentication in Settings to make changes here';

export function needsTwoFactor(message: string | null | undefined): boolean {
  return Boolean(message?.includes(TWO_FACTOR_REQUIRED));
}

/** The assurance level the access token states ('aal1', 'aal2'), or null when it cannot be read. */
export function tokenAal(accessToken: string): string | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/** The verified TOTP factor the session must still present a code for, or null when none is owed. */
export function pendingSecondFactor(session: Session | null): { factorId: string } | null {
  if (!session) return null;
  const factor = session.user.factors?.find((f) => f.status === 'verified' && f.factor_type === 'totp');
  if (!factor || tokenAal(session.access_token) === 'aal2') return null;
  return { factorId: factor.id };
}
