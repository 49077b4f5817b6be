/** A talent profile as the database takes it (talent_profiles' CHECKs and enums). */
import { z } from 'zod';
import { employmentTypes, salaryPeriods } from '../collections/workspace-records/rows';
import { amount, currency, listOfObjects, oneOf, optionalText, wholeNumber, yesOrNo } from './fields';
import { resumeShape } from './file-reference';

const webAddress = (value: unknown) => value == null || value === '' || /^https?:\/\/\S+$/i.test(String(value));

export const talentProfileSchema = z.object({
  headline: optionalText(200, 'The headline is at most 200 characters'),
  location: optionalText(200, 'The location is at most 200 characters'),
  experience_years: wholeNumber(0, 70, 'Years of experience is a whole number from 0 to 70').nullable(),
  skills: z.array(z.string(), { error: 'Skills are a list of at most 100' }).max(100, {
    error: 'Skills are a list of at most 100',
  }),
  work_experience: listOfObjects('Work experience is a list of positions'),
  education: listOfObjects('Education is a list of schools'),
  expected_rate: amount('The expected rate is an amount of 0 or more').nullable(),
  expected_rate_currency: currency(),
  expected_rate_period: oneOf(salaryPeriods, 'The rate is per year, month or hour'),
  employment_type: oneOf(employmentTypes, 'Choose an employment type').nullable(),
  phone: optionalText(40, 'The phone number is at most 40 characters'),
  links: listOfObjects('Links are a list of labelled addresses').refine(
    (links) => links.every((l) => webAddress(l.url)),
    {
      error: 'Each link is a web address (https://…)',
    },
  ),
  open_to_recruiters: yesOrNo('Open to recruiters is yes or no'),
  show_email: yesOrNo('Show e-mail is yes or no'),
  show_phone: yesOrNo('Show phone is yes or no'),
  resume: resumeShape.nullable().optional(),
});
