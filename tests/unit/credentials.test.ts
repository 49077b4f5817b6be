import { describe, expect, it } from 'vitest';
import { emailProblem, MISSING_CREDENTIALS, validateCredentials, hasErrors } from '@/features/auth/utils/credentials';
import { describeAuthError } from '@/utils/auth-errors';

describe('credential checks', () => {
  it('asks for an email or phone and a password when either is missing', () => {
    expect(validateCredentials({ email: '', phone: '', password: 'x' }, 'sign-in')).toEqual({
      form: MISSING_CREDENTIALS,
    });
    expect(validateCredentials({ email: 'a@b.co', phone: '', password: '' }, 'sign-in')).toEqual({
      form: MISSING_CREDENTIALS,
    });
    expect(MISSING_CREDENTIALS).toBe('You must provide either an email or phone number and a password');
  });

  it('accepts a phone number instead of an email', () => {
    expect(hasErrors(validateCredentials({ email: '', phone: '+15551234567', password: 'pw' }, 'sign-in'))).toBe(false);
    expect(validateCredentials({ email: '', phone: 'call me', password: 'pw' }, 'sign-in').phone).toMatch(/phone/);
  });

  it('rejects malformed and over-long emails', () => {
    expect(validateCredentials({ email: 'nope', phone: '', password: 'pw' }, 'sign-in').email).toMatch(/valid email/);
    const long = `${'a'.repeat(250)}@b.co`;
    expect(validateCredentials({ email: long, phone: '', password: 'pw' }, 'sign-in').email).toMatch(/254/);
  });

  it('applies the password policy on sign-up only, naming every unmet rule', () => {
    expect(hasErrors(validateCredentials({ email: 'a@b.co', phone: '', password: 'short' }, 'sign-in'))).toBe(false);
    const message = validateCredentials({ email: 'a@b.co', phone: '', password: 'short' }, 'sign-up').password;
    expect(message).toBe('Password needs at least 8 characters, an upper-case letter, a digit, one of @$!%*?&.');
    expect(hasErrors(validateCredentials({ email: 'a@b.co', phone: '', password: 'Evee@demo2026' }, 'sign-up'))).toBe(
      false,
    );
  });
});

describe('auth error messages', () => {
  it('explains weak passwords through their reasons', () => {
    expect(describeAuthError({ name: 'AuthWeakPasswordError', message: '', reasons: ['length'] })).toBe(
      'Password should be 8 to 128 characters long.',
    );
  });

  it('tells a locked-out person how long is left', () => {
    const failure = { status: 429, code: 'user_locked', message: 'Try again in 14 minutes.' };
    expect(describeAuthError(failure)).toBe('Too many failed sign-in attempts. Try again in 14 minutes.');
  });

  it('names wrong credentials and network trouble in words', () => {
    expect(describeAuthError({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' })).toBe(
      'The email or password is incorrect.',
    );
    expect(describeAuthError({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toMatch(
      /could not reach the server/,
    );
  });

  it('says a mail was just sent, with the seconds left, instead of calling it failed sign-ins', () => {
    const failure = {
      code: 'over_email_send_rate_limit',
      status: 429,
      message: 'For security purposes, you can only request this after 42 seconds.',
    };
    expect(describeAuthError(failure)).toBe('We just e-mailed you. You can ask for another e-mail in 42 seconds.');
  });

  it('names a wrong or missing confirmation code as such', () => {
    expect(describeAuthError({ code: 'reauthentication_not_valid', status: 422, message: 'Nonce' })).toBe(
      'That code is wrong or has expired. Ask for a new one.',
    );
    expect(describeAuthError({ code: 'reauthentication_needed', status: 400, message: 'x' })).toMatch(/code/);
  });
});

describe('sign-in link address check', () => {
  it('asks for an address, refuses a malformed or over-long one, and lets a good one through', () => {
    expect(emailProblem('  ')).toBe('Enter your email address to get a sign-in link.');
    expect(emailProblem('nope')).toMatch(/valid email/);
    expect(emailProblem(`${'a'.repeat(250)}@b.co`)).toMatch(/254/);
    expect(emailProblem(' maya@evee.dev ')).toBeUndefined();
  });
});
