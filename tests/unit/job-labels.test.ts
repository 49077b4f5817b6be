import { describe, expect, it } from 'vitest';
import { employmentTypeLabel, experienceAsked, salaryRange, workplaceLabel } from '@/utils/job-labels';
import { postedAge } from '@/utils/posted-age';

const job = (min: number | null, max: number | null, currency = 'USD', period = 'year') => ({
  salary_min: min,
  salary_max: max,
  salary_currency: currency,
  salary_period: period,
});

describe('salaryRange', () => {
  it('reads a range, a floor, a ceiling or nothing', () => {
    expect(salaryRange(job(120000, 150000))).toBe('$120,000 – $150,000 a year');
    expect(salaryRange(job(50, null, 'USD', 'hour'))).toBe('From $50 an hour');
    expect(salaryRange(job(null, 4000, 'EUR', 'month'))).toBe('Up to €4,000 a month');
    expect(salaryRange(job(90000, 90000))).toBe('$90,000 a year');
    expect(salaryRange(job(null, null))).toBeNull();
  });

  it('still shows an amount in a currency the browser does not know', () => {
    expect(salaryRange(job(1000, null, 'ZZ1'))).toBe('From ZZ1 1,000 a year');
  });
});

describe('job labels', () => {
  it('names employment types and workplaces in words', () => {
    expect(employmentTypeLabel('full_time')).toBe('Full-time');
    expect(workplaceLabel('onsite')).toBe('On-site');
  });
});

describe('postedAge', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('says today, days, weeks, months and years', () => {
    expect(postedAge('2026-11-23T08:00:00Z', now)).toBe('Posted today');
    expect(postedAge('2026-11-22T11:00:00Z', now)).toBe('Posted 1 day ago');
    expect(postedAge('2026-11-02T12:00:00Z', now)).toBe('Posted 3 weeks ago');
    expect(postedAge('2026-08-01T12:00:00Z', now)).toBe('Posted 3 months ago');
    expect(postedAge('2023-11-01T12:00:00Z', now)).toBe('Posted 3 years ago');
    expect(postedAge('2026-11-24T12:00:00Z', now)).toBe('Posted today');
    expect(postedAge(null, now)).toBeNull();
  });
});

describe('experienceAsked', () => {
  it('says the years a job asks for, none, or nothing when it asks for none in particular', () => {
    expect(experienceAsked(3)).toBe('At least 3 years of experience');
    expect(experienceAsked(1)).toBe('At least 1 year of experience');
    expect(experienceAsked(0)).toBe('No experience required');
    expect(experienceAsked(null)).toBeNull();
    expect(experienceAsked(undefined)).toBeNull();
  });
});
