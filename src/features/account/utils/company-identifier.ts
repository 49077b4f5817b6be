// A company's identifier (its public address, /company/{identifier}): suggested from the name
// and checked against the companies table's rule (the companies row schema), so the server never
// refuses its shape.
import { z } from 'zod';
import { companySchema } from '@sync/schemas/companies';
import { formSchemaFromRow } from '@/utils/form-schema';

export function suggestIdentifier(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

export interface NewCompanyValues {
  name: string;
  identifier: string;
  logo_url: string;
}

export type NewCompanyErrors = Partial<Record<keyof NewCompanyValues, string>>;

/**
 * The form's schema: the companies row schema judges the name and identifier; a logo, if given,
 * must be an address `isLogo` takes (the table checks only its length).
 */
export function newCompanySchema(isLogo: (url: string) => boolean) {
  return formSchemaFromRow<NewCompanyValues>({
    values: z.object({ name: z.string(), identifier: z.string(), logo_url: z.string() }),
    row: companySchema.pick({ name: true, identifier: true, logo_url: true }),
    toRow: (values) => ({
      name: values.name.trim(),
      identifier: values.identifier.trim(),
      logo_url: values.logo_url.trim() || null,
    }),
    precheck: (values) => {
      const logo = values.logo_url.trim();
      return logo && !isLogo(logo) ? { logo_url: 'Enter an image address starting with https://' } : {};
    },
  });
}
