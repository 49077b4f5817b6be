/**
 * A company's profile as the database takes it (companies' CHECKs). The words are the company
 * profile form's, where a person meets them.
 */
import { z } from 'zod';
import { optionalText, text, trimmedText } from './fields';

const identifierWords = 'The identifier is 2 to 63 lower-case letters, digits and single hyphens';

export const companySchema = z.object({
  name: trimmedText(1, 120, { empty: 'Enter the company name', long: 'The name is at most 120 characters' }),
  identifier: z
    .string({ error: identifierWords })
    .min(2, { error: identifierWords })
    .max(63, { error: identifierWords })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: identifierWords }),
  logo_url: optionalText(2048, 'Enter an address starting with https:// (or a path such as /logos/acme.svg)'),
  description: text(5000, 'About is at most 5,000 characters').nullable(),
  website: optionalText(2048, 'Enter a web address starting with https://'),
  size: optionalText(40, 'Choose a company size'),
  location: optionalText(200, 'The location is at most 200 characters'),
  industry: optionalText(120, 'The industry is at most 120 characters'),
});
