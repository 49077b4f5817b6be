// Turns auth failures into sentences a person can act on (product-spec §8): weak-password
// reasons, the lock-out time left, wrong credentials, network trouble.
export interface AuthFailure {
  name?: string;
  message?: string;
  status?: number;
  code?: string;
  reasons?: string[];
}

const REASON_WORDS: Record<string, string> = {
  length: 'be 8 to 128 characters long',
  characters: 'mix lower- and upper-case letters, a digit and one of @$!%*?&',
  pwned: 'not be a password known from a data breach',
};

function lockoutMessage(failure: AuthFailure): string {
  const minutes = /(\d+)\s*minute/i.exec(failure.message ?? '');
  const seconds = /(\d+)\s*second/i.exec(failure.message ?? '');
  if (minutes)
    return `Too many failed sign-in attempts. Try again in ${minutes[1]} minute${minutes[1] === '1' ? '' : 's'}.`;
  if (seconds) return `Too many failed sign-in attempts. Try again in ${seconds[1]} seconds.`;
  return failure.message || 'Too many attempts. Please wait a few minutes and try again.';
}

/** GoTrue's per-address send interval: 'you can only request this after N seconds'. */
function emailWaitMessage(failure: AuthFailure): string {
  const seconds = /(\d+)\s*second/i.exec(failure.message ?? '')?.[1];
  return seconds
    ? `We just e-mailed you. You can ask for another e-mail in ${seconds} seconds.`
    : 'We just e-mailed you. Wait a minute before asking for another e-mail.';
}

function weakPasswordMessage(failure: AuthFailure): string {
  if (failure.message && /password should/i.test(failure.message)) return failure.message;
  const words = (failure.reasons ?? []).map((r) => REASON_WORDS[r] ?? r);
  return words.length ? `Password should ${words.join(' and ')}.` : 'That password is too weak.';
}

export function describeAuthError(failure: AuthFailure | null | undefined): string {
  if (!failure) return 'Something went wrong. Please try again.';
  const code = failure.code ?? '';
  if (code === 'weak_password' || failure.name === 'AuthWeakPasswordError') return weakPasswordMessage(failure);
  if (code === 'over_email_send_rate_limit') return emailWaitMessage(failure);
  if (code === 'reauthentication_not_valid') return 'That code is wrong or has expired. Ask for a new one.';
  if (code === 'reauthentication_needed') return 'Enter the code we e-mailed you to confirm it is you.';
  if (code === 'user_locked' || code === 'over_request_rate_limit' || failure.status === 429)
    return lockoutMessage(failure);
  if (code === 'invalid_credentials') return 'The email or password is incorrect.';
  if (code === 'user_already_exists' || code === 'email_exists')
    return 'An account with this email already exists. Sign in instead.';
  if (code === 'email_not_confirmed') return 'Please confirm your email address before signing in.';
  if (code === 'user_banned')
    return 'This account is suspended. Contact support@evee.dev if you think this is a mistake.';
  if (code === 'same_password') return 'Choose a password different from your current one.';
  if (code === 'otp_expired') return 'This link has expired. Ask for a new one.';
  if (failure.name === 'AuthRetryableFetchError' || (failure.status ?? 0) >= 500 || failure.status === 0) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  return failure.message || 'Something went wrong. Please try again.';
}
