// A company's identifier (its public address, /company/{identifier}): suggested from the name
// and checked against the companies table's rule, so the server never refuses its shape.
export const IDENTIFIER_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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

export function validateNewCompany(values: NewCompanyValues, isLogo: (url: string) => boolean): NewCompanyErrors {
  const errors: NewCompanyErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Enter the company name';
  else if (name.length > 120) errors.name = 'The name is at most 120 characters';
  const id = values.identifier.trim();
  if (!id) errors.identifier = 'Choose an identifier for the company address';
  else if (id.length < 2 || id.length > 63) errors.identifier = 'The identifier is 2 to 63 characters';
  else if (!IDENTIFIER_PATTERN.test(id)) {
    errors.identifier = 'Use lower-case letters and digits, words joined by single hyphens';
  }
  const logo = values.logo_url.trim();
  if (logo && !isLogo(logo)) errors.logo_url = 'Enter an image address starting with https://';
  return errors;
}
