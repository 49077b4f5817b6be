import { describe, expect, it } from 'vitest';
import {
  newCompanySchema,
  suggestIdentifier,
  type NewCompanyValues,
} from '@/features/account/utils/company-identifier';
import { formErrors } from '@/utils/form-schema';
import {
  addSkill,
  MAX_SKILLS,
  profileValues,
  sameProfile,
  profileSchema,
  talentInput,
  type ProfileValues,
} from '@/features/account/utils/profile-form';
import { isWebAddress } from '@/utils/web-address';
import { passwordProblems, PASSWORD_RULES } from '@/utils/password-policy';

const blank = () => profileValues(null, null);
const validateProfile = (values: ProfileValues) => formErrors(profileSchema, values);

describe('My Profile checks', () => {
  it('accepts an empty profile and refuses a javascript link and an unnamed link', () => {
    expect(validateProfile(blank())).toEqual({});
    const values = {
      ...blank(),
      links: [
        { label: '', url: 'javascript:alert(1)' },
        { label: 'Site', url: 'https://me.dev' },
      ],
    };
    expect(validateProfile(values)).toEqual({
      'links.0.label': 'Name the link, e.g. GitHub',
      'links.0.url': 'Enter a web address starting with https://',
    });
  });

  it('refuses experience outside 0 to 70 years, a malformed rate and showing a phone that is not there', () => {
    const errors = validateProfile({ ...blank(), experience_years: '71', expected_rate: '12abc', show_phone: true });
    expect(Object.keys(errors).sort()).toEqual(['expected_rate', 'experience_years', 'phone']);
  });

  it('judges lengths as the database does, in the row schemas’ words', () => {
    // char_length counts an emoji once, where String.length counts it twice.
    expect(validateProfile({ ...blank(), first_name: '😀'.repeat(80) })).toEqual({});
    expect(validateProfile({ ...blank(), first_name: '😀'.repeat(81), headline: 'h'.repeat(201) })).toEqual({
      first_name: 'The first name is at most 80 characters',
      headline: 'The headline is at most 200 characters',
    });
  });

  it('stores numbers as numbers and empty text as null', () => {
    const input = talentInput({ ...blank(), experience_years: '8', expected_rate: '85,000', headline: '  ' });
    expect(input).toMatchObject({ experience_years: 8, expected_rate: 85000, headline: null });
  });

  it('reads saved rows back into the same values', () => {
    const talent = {
      headline: 'Engineer',
      skills: ['Go'],
      expected_rate: 100,
      links: [{ label: 'a', url: 'https://a.io' }],
    };
    const values = profileValues({ first_name: 'Ada' }, talent);
    expect(sameProfile(values, profileValues({ first_name: 'Ada' }, talent))).toBe(true);
    expect(sameProfile(values, { ...values, headline: 'Other' })).toBe(false);
  });
});

describe('Skills', () => {
  it('adds trimmed skills, refuses duplicates in any case, and stops at the limit', () => {
    expect(addSkill(['Go'], '  Rust ').skills).toEqual(['Go', 'Rust']);
    expect(addSkill(['Go'], 'go')).toEqual({ skills: ['Go'], refused: 'go is already listed' });
    const full = Array.from({ length: MAX_SKILLS }, (_, i) => `s${i}`);
    expect(addSkill(full, 'one more').refused).toBe(`At most ${MAX_SKILLS} skills`);
    expect(addSkill(['Go'], '   ').skills).toEqual(['Go']);
  });
});

describe('Company identifier', () => {
  it('is suggested from the name as a valid lower-case address', () => {
    expect(suggestIdentifier('Ferris Wheel Works')).toBe('ferris-wheel-works');
    expect(suggestIdentifier('  Café & Crème, Ltd. ')).toBe('cafe-and-creme-ltd');
    expect(suggestIdentifier('x'.repeat(80))).toHaveLength(63);
  });

  it('refuses an identifier the companies table would refuse', () => {
    const validateNewCompany = (values: NewCompanyValues, isLogo: (url: string) => boolean) =>
      formErrors(newCompanySchema(isLogo), values);
    const ok = (url: string) => isWebAddress(url, { httpsOnly: true });
    expect(validateNewCompany({ name: 'Acme', identifier: 'acme-2', logo_url: '' }, ok)).toEqual({});
    expect(validateNewCompany({ name: '', identifier: 'Bad_Id', logo_url: 'ftp://x' }, ok)).toEqual({
      name: 'Enter the company name',
      identifier: 'Use lower-case letters and digits, words joined by single hyphens',
      logo_url: 'Enter an image address starting with https://',
    });
  });
});

describe('Password policy', () => {
  it('names every unmet rule and none for a good password', () => {
    expect(passwordProblems('Evee@demo2026')).toEqual([]);
    expect(passwordProblems('short')).toEqual([
      'at least 8 characters',
      'an upper-case letter',
      'a digit',
      'one of @$!%*?&',
    ]);
    expect(PASSWORD_RULES.filter((r) => r.met('abcdefgH1')).map((r) => r.label)).not.toContain('one of @$!%*?&');
  });
});
