/**
 * The account policy of product-spec §5 as pure checks: e-mail shape and length, password
 * length and character classes. The Auth routes turn the results into GoTrue's errors
 * (validation_failed / email_address_invalid, weak_password with reasons).
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SYMBOLS = '@$!%*?&';

export type WeakPasswordReason = 'length' | 'characters';

export interface PasswordVerdict {
  ok: boolean;
  reasons: WeakPasswordReason[];
  message: string;
}

const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;

/** Returns null for an acceptable e-mail, else the reason it is refused. */
export function checkEmail(email: string): string | null {
  if (email.length > EMAIL_MAX_LENGTH) return `Email address must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL_PATTERN.test(email)) return `Unable to validate email address: invalid format`;
  return null;
}

export function checkPassword(password: string): PasswordVerdict {
  const reasons: WeakPasswordReason[] = [];
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    reasons.push('length');
    problems.push(`be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`);
  }
  const missing = missingClasses(password);
  if (missing.length > 0) {
    reasons.push('characters');
    problems.push(`contain ${missing.join(', ')}`);
  }
  const message = reasons.length === 0 ? '' : `Password should ${problems.join(' and ')}.`;
  return { ok: reasons.length === 0, reasons, message };
}

function missingClasses(password: string): string[] {
  const missing: string[] = [];
  if (!/[a-z]/.test(password)) missing.push('a lower-case letter');
  if (!/[A-Z]/.test(password)) missing.push('an upper-case letter');
  if (!/[0-9]/.test(password)) missing.push('a digit');
  if (![...PASSWORD_SYMBOLS].some((s) => password.includes(s))) missing.push(`one of ${PASSWORD_SYMBOLS}`);
  return missing;
}

/** Normalises an e-mail as GoTrue stores it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
