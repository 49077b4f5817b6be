/** A saved search that notifies, as the database takes it (job_alerts' CHECKs and enums). */
import { z } from 'zod';
import { employmentTypes, jobWorkplaces } from '../collections/workspace-records/rows';
import { amount, oneOf, optionalText, text, trimmedText, yesOrNo } from './fields';

export const jobAlertSchema = z.object({
  name: trimmedText(1, 120, {
    empty: 'Name the alert (at most 120 characters)',
    long: 'Name the alert (at most 120 characters)',
  }),
  query: text(200, 'The search is at most 200 characters'),
  location: optionalText(200, 'The location is at most 200 characters'),
  workplace: oneOf(jobWorkplaces, 'Choose onsite, hybrid, remote or any workplace').nullable().optional(),
  employment_type: oneOf(employmentTypes, 'Choose an employment type').nullable().optional(),
  min_salary: amount('The minimum salary is an amount of 0 or more').nullable().optional(),
  active: yesOrNo('Active is yes or no'),
});
