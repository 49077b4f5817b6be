// Client-side checks that mirror the auth server's policy (product-spec §5), so most mistakes
// are caught before a request, with the same words the server would use.
import { describePasswordProblems, PASSWORD_MAX_LENGTH, passwordProblems } from '@/utils/password-policy';

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';
export const EMAIL_MAX_LENGTH = 254;

export interface CredentialsInput {
  email: string;
  phone: string;
  password: string;
}

export interface CredentialErrors {
  form?: string;
  email?: string;
  phone?: string;
  password?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;

/** Checks a sign-in or sign-up form; an empty object means it may be sent. */
export function validateCredentials(input: CredentialsInput, mode: 'sign-in' | 'sign-up'): CredentialErrors {
  const email = input.email.trim();
  const phone = input.phone.trim();
  if ((!email && !phone) || !input.password) return { form: MISSING_CREDENTIALS };
  const errors: CredentialErrors = {};
  if (email && email.length > EMAIL_MAX_LENGTH) errors.email = `Email must be at most ${EMAIL_MAX_LENGTH} characters.`;
  else if (email && !EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid email address, like name@example.com.';
  if (!email && phone && !PHONE_PATTERN.test(phone)) errors.phone = 'Enter a valid phone number, like +15551234567.';
  if (input.password.length > PASSWORD_MAX_LENGTH) {
    errors.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  } else if (mode === 'sign-up') {
    const problems = passwordProblems(input.password);
    if (problems.length) errors.password = describePasswordProblems(problems);
  }
  return errors;
}

/** Checks the address alone, for a sign-in link by e-mail; undefined means it may be sent. */
export function emailProblem(raw: string): string | undefined {
  const email = raw.trim();
  if (!email) return 'Enter your email address to get a sign-in link.';
  if (email.length > EMAIL_MAX_LENGTH) return `Email must be at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address, like name@example.com.';
  return undefined;
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Object.values(errors).some(Boolean);
}
