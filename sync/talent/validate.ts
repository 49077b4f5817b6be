/**
 * Checks the talent's writes (an application, a job alert, their talent profile, their names)
 * against the server's rules before they are written on the device, so bad input gets a clear
 * error naming the field at once and changes nothing. The server still decides. Pure; the
 * error type is the workspace's (WorkspaceInputError), so screens handle one kind.
 */
import {
  employmentTypes,
  jobWorkplaces,
  salaryPeriods,
  type JobAlertRow,
  type TalentProfileRow,
} from '../collections/workspace-records/rows';
import { WorkspaceInputError } from '../workspace/input-error';

type Check = [field: string, ok: boolean, message: string];

function firstFailure(checks: Check[]): void {
  const failed = checks.find(([, ok]) => !ok);
  if (failed) throw new WorkspaceInputError(failed[0], failed[2]);
}

const MAX_AMOUNT = 999_999_999_999.99;
const CURRENCY = /^[A-Z]{3}$/;

const atMost = (value: string | null | undefined, max: number) =>
  value === null || value === undefined || (typeof value === 'string' && value.length <= max);
const oneOfOrNull = (values: readonly string[], value: unknown) =>
  value === null || value === undefined || values.includes(value as string);
const amount = (value: number | null | undefined) =>
  value === null ||
  value === undefined ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT);
const webAddress = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' || /^https?:\/\/\S+$/i.test(value);
const arrayOfObjects = (value: unknown) =>
  Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

export function checkApplicationInput(input: { coverNote?: string | null; resumeUrl?: string | null }): void {
  firstFailure([
    ['cover_note', atMost(input.coverNote, 5000), 'The cover note is at most 5,000 characters'],
    ['resume_url', atMost(input.resumeUrl, 2048), 'The resume link is at most 2,048 characters'],
  ]);
}

export function checkJobAlert(alert: JobAlertRow): void {
  firstFailure([
    [
      'name',
      typeof alert.name === 'string' && alert.name.trim().length >= 1 && alert.name.length <= 120,
      'Name the alert (at most 120 characters)',
    ],
    ['query', typeof alert.query === 'string' && alert.query.length <= 200, 'The search is at most 200 characters'],
    ['location', atMost(alert.location, 200), 'The location is at most 200 characters'],
    ['workplace', oneOfOrNull(jobWorkplaces, alert.workplace), 'Choose onsite, hybrid, remote or any workplace'],
    ['employment_type', oneOfOrNull(employmentTypes, alert.employment_type), 'Choose an employment type'],
    ['min_salary', amount(alert.min_salary), 'The minimum salary is an amount of 0 or more'],
    ['active', typeof alert.active === 'boolean', 'Active is yes or no'],
  ]);
}

export function checkTalentProfile(profile: TalentProfileRow): void {
  firstFailure([
    ['headline', atMost(profile.headline, 200), 'The headline is at most 200 characters'],
    ['location', atMost(profile.location, 200), 'The location is at most 200 characters'],
    [
      'experience_years',
      profile.experience_years === null ||
        (Number.isInteger(profile.experience_years) && profile.experience_years >= 0 && profile.experience_years <= 70),
      'Years of experience is a whole number from 0 to 70',
    ],
    [
      'skills',
      Array.isArray(profile.skills) &&
        profile.skills.length <= 100 &&
        profile.skills.every((s) => typeof s === 'string'),
      'Skills are a list of at most 100',
    ],
    ['work_experience', arrayOfObjects(profile.work_experience), 'Work experience is a list of positions'],
    ['education', arrayOfObjects(profile.education), 'Education is a list of schools'],
    ['expected_rate', amount(profile.expected_rate), 'The expected rate is an amount of 0 or more'],
    [
      'expected_rate_currency',
      CURRENCY.test(profile.expected_rate_currency),
      'The currency is a 3-letter code such as USD',
    ],
    [
      'expected_rate_period',
      salaryPeriods.includes(profile.expected_rate_period),
      'The rate is per year, month or hour',
    ],
    ['employment_type', oneOfOrNull(employmentTypes, profile.employment_type), 'Choose an employment type'],
    ['phone', atMost(profile.phone, 40), 'The phone number is at most 40 characters'],
    ['links', arrayOfObjects(profile.links), 'Links are a list of labelled addresses'],
    [
      'links',
      arrayOfObjects(profile.links) && profile.links.every((l) => webAddress(l.url)),
      'Each link is a web address (https://…)',
    ],
    ['open_to_recruiters', typeof profile.open_to_recruiters === 'boolean', 'Open to recruiters is yes or no'],
    ['show_email', typeof profile.show_email === 'boolean', 'Show e-mail is yes or no'],
    ['show_phone', typeof profile.show_phone === 'boolean', 'Show phone is yes or no'],
  ]);
}

export interface OwnNames {
  first_name?: string | null;
  last_name?: string | null;
  display_name?: string | null;
  avatar_url?: string | null;
}

export function checkOwnNames(names: OwnNames): void {
  firstFailure([
    ['first_name', atMost(names.first_name, 80), 'The first name is at most 80 characters'],
    ['last_name', atMost(names.last_name, 80), 'The last name is at most 80 characters'],
    ['display_name', atMost(names.display_name, 120), 'The display name is at most 120 characters'],
    ['avatar_url', atMost(names.avatar_url, 2048), 'The picture’s address is at most 2,048 characters'],
  ]);
}
