/**
 * A company as the database takes it (companies' CHECKs). The words are the forms' (the company
 * profile, and creating a company in Settings), where a person meets them.
 */
import { z } from 'zod';
import { optionalText, text, trimmedText } from './fields';

export const companySchema = z.object({
  name: trimmedText(1, 120, { empty: 'Enter the company name', long: 'The name is at most 120 characters' }),
  identifier: z
    .string({ error: 'Choose an identifier for the company address' })
    .min(1, { error: 'Choose an identifier for the company address', abort: true })
    .min(2, { error: 'The identifier is 2 to 63 characters', abort: true })
    .max(63, { error: 'The identifier is 2 to 63 characters', abort: true })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use lower-case letters and digits, words joined by single hyphens' }),
  logo_url: optionalText(2048, 'Enter an address starting with https:// (or a path such as /logos/acme.svg)'),
  description: text(5000, 'About is at most 5,000 characters').nullable(),
  website: optionalText(2048, 'Enter a web address starting with https://'),
  size: optionalText(40, 'Choose a company size'),
  location: optionalText(200, 'The location is at most 200 characters'),
  industry: optionalText(120, 'The industry is at most 120 characters'),
});
