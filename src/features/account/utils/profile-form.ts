// My Profile's values, how they come from the device's rows, the form's schema (made from the
// user_profiles and talent_profiles row schemas, so the server never refuses what passed here)
// and what is written back. Strings stay strings while typed; numbers are parsed only to save.
import { z } from 'zod';
import { charLength } from '@sync/schemas/fields';
import { talentProfileSchema } from '@sync/schemas/talent-profiles';
import { userProfileSchema } from '@sync/schemas/user-profiles';
import { formSchemaFromRow } from '@/utils/form-schema';
import { isWebAddress } from '@/utils/web-address';
import { addSkill as addSkillUpTo } from '@/utils/skills';

export const MAX_SKILLS = 50;
export const MAX_ROWS = 30;
export const RATE_PERIODS = ['hour', 'month', 'year'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

export type WorkRow = {
  title: string;
  company: string;
  period: string;
  description: string;
};
export type EducationRow = {
  school: string;
  degree: string;
  period: string;
};
export type LinkRow = {
  label: string;
  url: string;
};

export interface ProfileValues {
  first_name: string;
  last_name: string;
  display_name: string;
  headline: string;
  location: string;
  experience_years: string;
  skills: string[];
  work_experience: WorkRow[];
  education: EducationRow[];
  links: LinkRow[];
  expected_rate: string;
  expected_rate_currency: string;
  expected_rate_period: RatePeriod;
  employment_type: string;
  phone: string;
  open_to_recruiters: boolean;
  show_email: boolean;
  show_phone: boolean;
}

/** Errors by field; rows by `work_experience.2.title`, `links.0.url` and so on. */
export type ProfileErrors = Record<string, string>;

export interface NamesLike {
  first_name?: string | null;
  last_name?: string | null;
  display_name?: string | null;
  avatar_url?: string | null;
}

export interface TalentLike {
  headline?: string | null;
  location?: string | null;
  experience_years?: number | null;
  skills?: string[] | null;
  work_experience?: Partial<WorkRow>[] | null;
  education?: Partial<EducationRow>[] | null;
  links?: Partial<LinkRow>[] | null;
  expected_rate?: number | string | null;
  expected_rate_currency?: string | null;
  expected_rate_period?: string | null;
  employment_type?: string | null;
  phone?: string | null;
  open_to_recruiters?: boolean | null;
  show_email?: boolean | null;
  show_phone?: boolean | null;
}

const s = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function profileValues(names: NamesLike | null, talent: TalentLike | null): ProfileValues {
  const period = talent?.expected_rate_period;
  return {
    first_name: s(names?.first_name),
    last_name: s(names?.last_name),
    display_name: s(names?.display_name),
    headline: s(talent?.headline),
    location: s(talent?.location),
    experience_years: s(talent?.experience_years),
    skills: [...(talent?.skills ?? [])],
    work_experience: (talent?.work_experience ?? []).map((r) => ({
      title: s(r.title),
      company: s(r.company),
      period: s(r.period),
      description: s(r.description),
    })),
    education: (talent?.education ?? []).map((r) => ({
      school: s(r.school),
      degree: s(r.degree),
      period: s(r.period),
    })),
    links: (talent?.links ?? []).map((r) => ({ label: s(r.label), url: s(r.url) })),
    expected_rate: s(talent?.expected_rate),
    expected_rate_currency: talent?.expected_rate_currency || 'USD',
    expected_rate_period: (RATE_PERIODS as readonly string[]).includes(period ?? '') ? (period as RatePeriod) : 'year',
    employment_type: s(talent?.employment_type),
    phone: s(talent?.phone),
    open_to_recruiters: Boolean(talent?.open_to_recruiters),
    show_email: Boolean(talent?.show_email),
    show_phone: Boolean(talent?.show_phone),
  };
}

const PHONE = /^\+?[0-9][0-9 ()./-]{4,38}$/;

function tooLong(errors: ProfileErrors, key: string, value: string, max: number, what: string) {
  if (charLength(value.trim()) > max) errors[key] = `${what} is at most ${max.toLocaleString('en-US')} characters`;
}

/** What only the typed text or the form's own rules can get wrong; the rows' schemas judge the rest. */
function formChecks(v: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const years = v.experience_years.trim();
  if (years && (!/^\d{1,2}$/.test(years) || Number(years) > 70)) {
    errors.experience_years = 'Enter whole years from 0 to 70';
  }
  if (v.skills.length > MAX_SKILLS) errors.skills = `At most ${MAX_SKILLS} skills`;
  if (v.work_experience.length > MAX_ROWS) errors.work_experience = `At most ${MAX_ROWS} positions`;
  v.work_experience.forEach((row, i) => {
    if (!row.title.trim() && !row.company.trim()) errors[`work_experience.${i}.title`] = 'Enter a title or a company';
    tooLong(errors, `work_experience.${i}.description`, row.description, 2000, 'The description');
  });
  if (v.education.length > MAX_ROWS) errors.education = `At most ${MAX_ROWS} entries`;
  v.education.forEach((row, i) => {
    if (!row.school.trim()) errors[`education.${i}.school`] = 'Enter the school';
  });
  if (v.links.length > 20) errors.links = 'At most 20 links';
  v.links.forEach((row, i) => {
    if (!row.label.trim()) errors[`links.${i}.label`] = 'Name the link, e.g. GitHub';
    tooLong(errors, `links.${i}.label`, row.label, 60, 'The label');
    if (!isWebAddress(row.url.trim())) errors[`links.${i}.url`] = 'Enter a web address starting with https://';
  });
  const rate = v.expected_rate.trim().replace(/,/g, '');
  if (rate && (!/^\d{1,12}(\.\d{1,2})?$/.test(rate) || !Number.isFinite(Number(rate)))) {
    errors.expected_rate = 'Enter an amount such as 85000';
  }
  if (!/^[A-Z]{3}$/.test(v.expected_rate_currency)) errors.expected_rate_currency = 'Choose a currency';
  const phone = v.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = 'Enter a phone number such as +1 555 010 0199';
  if (v.show_phone && !phone) errors.phone = 'Add a phone number to show it on your profile';
  return errors;
}

const workRow = z.object({ title: z.string(), company: z.string(), period: z.string(), description: z.string() });
const educationRow = z.object({ school: z.string(), degree: z.string(), period: z.string() });
const linkRow = z.object({ label: z.string(), url: z.string() });

/**
 * The form's schema: the user_profiles and talent_profiles row schemas (sync/schemas) judge what
 * is written, in the words sync's checked write and the database use; the typed text's own
 * checks come first and win for their field.
 */
export const profileSchema = formSchemaFromRow<ProfileValues>({
  values: z.object({
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    headline: z.string(),
    location: z.string(),
    experience_years: z.string(),
    skills: z.array(z.string()),
    work_experience: z.array(workRow),
    education: z.array(educationRow),
    links: z.array(linkRow),
    expected_rate: z.string(),
    expected_rate_currency: z.string(),
    expected_rate_period: z.enum(RATE_PERIODS),
    employment_type: z.string(),
    phone: z.string(),
    open_to_recruiters: z.boolean(),
    show_email: z.boolean(),
    show_phone: z.boolean(),
  }),
  row: userProfileSchema
    .pick({ first_name: true, last_name: true, display_name: true })
    .extend(talentProfileSchema.shape),
  toRow: (values) => ({ ...namesInput(values), ...talentInput(values) }),
  precheck: formChecks,
});

const orNull = (value: string) => value.trim() || null;
const trimRow = <T extends object>(row: T): T =>
  Object.fromEntries(Object.entries(row).map(([k, val]) => [k, typeof val === 'string' ? val.trim() : val])) as T;

/** The own user_profiles fields: the names (the photo is uploaded on its own, profile-photo.tsx). */
export function namesInput(v: ProfileValues) {
  return {
    first_name: orNull(v.first_name),
    last_name: orNull(v.last_name),
    display_name: orNull(v.display_name),
  };
}

/** The own talent_profiles fields. */
export function talentInput(v: ProfileValues) {
  const rate = v.expected_rate.trim().replace(/,/g, '');
  return {
    headline: orNull(v.headline),
    location: orNull(v.location),
    experience_years: v.experience_years.trim() ? Number(v.experience_years) : null,
    skills: v.skills.map((skill) => skill.trim()).filter(Boolean),
    work_experience: v.work_experience.map(trimRow),
    education: v.education.map(trimRow),
    links: v.links.map(trimRow),
    expected_rate: rate ? Number(rate) : null,
    expected_rate_currency: v.expected_rate_currency,
    expected_rate_period: v.expected_rate_period,
    employment_type: (v.employment_type || null) as 'full_time' | null,
    phone: orNull(v.phone),
    open_to_recruiters: v.open_to_recruiters,
    show_email: v.show_email,
    show_phone: v.show_phone,
  };
}

export const sameProfile = (a: ProfileValues, b: ProfileValues) =>
  JSON.stringify([namesInput(a), talentInput(a)]) === JSON.stringify([namesInput(b), talentInput(b)]);

/** Adds a skill unless blank, a duplicate (any case) or past the profile's limit. */
export const addSkill = (skills: string[], typed: string) => addSkillUpTo(skills, typed, MAX_SKILLS);
