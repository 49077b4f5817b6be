// The company profile form's values (all but the logo, which is uploaded on its own) and their schema, made from the companies row schema
// (sync/schemas), so bad input gets a clear error beside its field and nothing is sent.
import { z } from 'zod';
import { companySchema } from '@sync/schemas/companies';
import { formSchemaFromRow } from '@/utils/form-schema';

export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

export interface CompanyProfileValues {
  name: string;
  description: string;
  website: string;
  size: string;
  location: string;
  industry: string;
}

export type CompanyProfileErrors = Partial<Record<keyof CompanyProfileValues, string>>;

interface CompanyLike {
  name: string;
  logo_url?: string | null;
  description?: string | null;
  website?: string | null;
  size?: string | null;
  location?: string | null;
  industry?: string | null;
}

export function profileValues(company: CompanyLike): CompanyProfileValues {
  return {
    name: company.name,
    description: company.description ?? '',
    website: company.website ?? '',
    size: company.size ?? '',
    location: company.location ?? '',
    industry: company.industry ?? '',
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The form's schema: the companies row schema judges the fields (its words are the form's); the
 * shape of an address, which the table does not check, comes first.
 */
export const companyProfileSchema = formSchemaFromRow<CompanyProfileValues>({
  values: z.object({
    name: z.string(),
    description: z.string(),
    website: z.string(),
    size: z.string(),
    location: z.string(),
    industry: z.string(),
  }),
  row: companySchema.pick({
    name: true,
    description: true,
    website: true,
    size: true,
    location: true,
    industry: true,
  }),
  toRow: (values) => profileUpdate(values),
  precheck: (values) => {
    const errors: CompanyProfileErrors = {};
    const website = values.website.trim();
    if (website && !isHttpUrl(website)) errors.website = 'Enter a web address starting with https://';
    return errors;
  },
});

/** The row update: trimmed, with empty optional fields stored as null. The logo is uploaded on its own (company-logo.tsx). */
export function profileUpdate(values: CompanyProfileValues) {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    description: values.description.trim() ? values.description.trim() : null,
    website: orNull(values.website),
    size: orNull(values.size),
    location: orNull(values.location),
    industry: orNull(values.industry),
  };
}

export const sameValues = (a: CompanyProfileValues, b: CompanyProfileValues) =>
  (Object.keys(a) as (keyof CompanyProfileValues)[]).every((key) => a[key].trim() === b[key].trim());
