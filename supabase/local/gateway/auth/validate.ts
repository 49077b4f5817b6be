/** The account policy applied to requests: GoTrue's error for a bad e-mail or a weak password. */
import { authError } from '../errors';
import { checkEmail, checkPassword, normaliseEmail } from './password-policy';
import { normalisePhone } from './users';

export function validEmail(raw: string): string {
  const email = normaliseEmail(raw);
  const problem = checkEmail(email);
  if (problem) throw authError(400, 'validation_failed', problem);
  return email;
}

export function validPhone(raw: string): string {
  const phone = normalisePhone(raw);
  if (!/^[1-9][0-9]{7,14}$/.test(phone))
    throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  return phone;
}

export function enforcePassword(password: string): void {
  const verdict = checkPassword(password);
  if (!verdict.ok)
    throw authError(422, 'weak_password', verdict.message, { weak_password: { reasons: verdict.reasons } });
}
