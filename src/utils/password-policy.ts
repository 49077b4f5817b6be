// The password policy of product-spec §5, checked on the device before a request so most
// mistakes are caught with the same words the auth server would use. Shared by sign-up, the
// password reset and the account's password change.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '@$!%*?&';

export const PASSWORD_POLICY_TEXT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with upper and lower case, a digit and one of ${PASSWORD_SPECIALS}.`;

export interface PasswordRule {
  label: string;
  met: (password: string) => boolean;
}

/** Each rule as a phrase, in the order they are shown and described. */
export const PASSWORD_RULES: PasswordRule[] = [
  {
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    met: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  },
  { label: 'a lower-case letter', met: (p) => /[a-z]/.test(p) },
  { label: 'an upper-case letter', met: (p) => /[A-Z]/.test(p) },
  { label: 'a digit', met: (p) => /[0-9]/.test(p) },
  { label: `one of ${PASSWORD_SPECIALS}`, met: (p) => [...PASSWORD_SPECIALS].some((c) => p.includes(c)) },
];

/** The unmet rules of the password policy, as phrases ready to join into a sentence. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`at most ${PASSWORD_MAX_LENGTH} characters`);
  for (const rule of PASSWORD_RULES.slice(1)) if (!rule.met(password)) problems.push(rule.label);
  return problems;
}

export function describePasswordProblems(problems: string[]): string {
  return `Password needs ${problems.join(', ')}.`;
}
