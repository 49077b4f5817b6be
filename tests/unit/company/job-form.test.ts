import { describe, expect, it } from 'vitest';
import type { JobRow } from '@sync/collections/workspace-records/rows';
import {
  emptyJobForm,
  jobFormSchema,
  jobFormValues,
  jobInput,
  type JobFormValues,
} from '@/features/company/utils/job-form';
import { formErrors } from '@/utils/form-schema';

const errorsOf = (over: Partial<JobFormValues>) =>
  formErrors(jobFormSchema, { ...emptyJobForm, title: 'Engineer', ...over });

describe('job form schema', () => {
  it('accepts a titled job with no address yet, which the save makes from the title', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('says what to enter beside a missing title and amounts that are not numbers', () => {
    expect(errorsOf({ title: '  ', salary_min: 'lots', salary_max: '-5' })).toEqual({
      title: 'Enter the job title',
      salary_min: 'Enter an amount of 0 or more, such as 90000',
      salary_max: 'Enter an amount of 0 or more, such as 120000',
    });
  });

  it('judges the rest with the jobs row schema, in its words', () => {
    expect(errorsOf({ slug: 'Not A Slug', salary_min: '100', salary_max: '50' })).toEqual({
      slug: 'The address is 2 to 80 lower-case letters, digits and single hyphens',
      salary_max: 'The maximum salary is at least the minimum',
    });
  });

  it('asks a job open to recruiters for its fee and guarantee', () => {
    expect(errorsOf({ open_to_recruiters: true, recruiter_guarantee_days: '400' })).toEqual({
      recruiter_fee_percent: 'Enter a percentage above 0 and at most 100, such as 18',
      recruiter_guarantee_days: 'Enter 0 to 365 days',
    });
    expect(errorsOf({ open_to_recruiters: true, recruiter_fee_type: 'fixed', recruiter_fee_amount: '0' })).toEqual({
      recruiter_fee_amount: 'Enter an amount above 0, such as 12000',
    });
  });

  it('turns accepted values into the job write', () => {
    const input = jobInput({
      ...emptyJobForm,
      title: ' Engineer ',
      salary_min: '90,000',
      salary_currency: 'eur',
      open_to_recruiters: true,
      recruiter_fee_percent: '18',
    });
    expect(input).toMatchObject({
      title: 'Engineer',
      salary_min: 90000,
      salary_max: null,
      salary_currency: 'EUR',
      recruiter_fee_type: 'percentage',
      recruiter_fee_percent: 18,
      recruiter_fee_amount: null,
      recruiter_guarantee_days: 90,
    });
  });

  it('asks for whole years of experience from 0 to 70, and takes none as none asked', () => {
    expect(errorsOf({ min_experience_years: 'five' })).toEqual({
      min_experience_years: 'Enter whole years from 0 to 70, or leave it empty',
    });
    expect(errorsOf({ min_experience_years: '71' })).toEqual({
      min_experience_years: 'Enter whole years from 0 to 70, or leave it empty',
    });
    expect(errorsOf({ min_experience_years: ' 3 ' })).toEqual({});
    expect(jobInput({ ...emptyJobForm, title: 'Engineer', min_experience_years: ' 3 ' }).min_experience_years).toBe(3);
    expect(jobInput({ ...emptyJobForm, title: 'Engineer' }).min_experience_years).toBeNull();
  });

  it('writes the required and nice-to-have skills as listed', () => {
    const input = jobInput({
      ...emptyJobForm,
      title: 'Engineer',
      required_skills: ['TypeScript', 'React'],
      nice_to_have_skills: ['GraphQL'],
    });
    expect(input).toMatchObject({ required_skills: ['TypeScript', 'React'], nice_to_have_skills: ['GraphQL'] });
  });

  it('refuses a skill on both lists, in any case, and more skills than a job holds', () => {
    expect(errorsOf({ required_skills: ['React'], nice_to_have_skills: ['Go', 'react'] })).toEqual({
      nice_to_have_skills: 'react is already a required skill; remove it from one list',
    });
    const many = Array.from({ length: 31 }, (_, i) => `Skill ${i}`);
    expect(errorsOf({ required_skills: many })).toEqual({
      required_skills: 'Required skills are at most 30, each 1 to 60 characters',
    });
  });

  it('fills the form from a job, and from a job kept before jobs named their skills', () => {
    const job = { ...jobInput({ ...emptyJobForm, title: 'Engineer' }), slug: 'engineer' };
    const filled = jobFormValues({ ...job, required_skills: ['Go'], min_experience_years: 4 } as JobRow);
    expect(filled).toMatchObject({ required_skills: ['Go'], nice_to_have_skills: [], min_experience_years: '4' });
    const old = { ...job } as Partial<JobRow>;
    delete old.required_skills;
    delete old.nice_to_have_skills;
    delete old.min_experience_years;
    expect(jobFormValues(old as JobRow)).toMatchObject({
      required_skills: [],
      nice_to_have_skills: [],
      min_experience_years: '',
    });
  });
});
