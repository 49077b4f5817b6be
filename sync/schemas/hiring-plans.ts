/**
 * A hiring plan as the database takes it (hiring_plans' CHECKs and enums). The words are the
 * ones the plan form shows beside its fields, since that is where a person meets them.
 */
import { z } from 'zod';
import { hiringPlanStatuses, hiringPriorities } from '../collections/workspace-records/rows';
import { amount, currency, oneOf, optionalText, trimmedText, wholeNumber, yesOrNo } from './fields';

export const hiringPlanSchema = z.object({
  title: trimmedText(1, 200, { empty: 'Enter a title', long: 'Keep the title to 200 characters' }),
  goal: optionalText(2000, 'Keep the goal to 2,000 characters'),
  status: oneOf(hiringPlanStatuses, `Status is one of ${hiringPlanStatuses.join(', ')}`),
  department: optionalText(120, 'Keep the department to 120 characters'),
  priority: oneOf(hiringPriorities, `Priority is one of ${hiringPriorities.join(', ')}`),
  budget: amount('Budget must be 0 or more').nullable(),
  budget_currency: currency(),
  positions: wholeNumber(1, 1000, 'Positions must be a whole number from 1 to 1000'),
  deadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Pick a date' })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Pick a date' })
    .nullable(),
  needs_recruiter: yesOrNo('Needs recruiter is yes or no'),
});
