// The company profile form's values and their checks, matching the companies table's limits,
// so bad input gets a clear error beside its field and nothing is sent.
export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

export interface CompanyProfileValues {
  name: string;
  logo_url: string;
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
    logo_url: company.logo_url ?? '',
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

/** A logo is an http(s) address or a path on this site ('/logos/acme.svg'). */
export const isLogoAddress = (value: string) =>
  isHttpUrl(value) || (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value));

export function validateProfile(values: CompanyProfileValues): CompanyProfileErrors {
  const errors: CompanyProfileErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Enter the company name';
  else if (name.length > 120) errors.name = 'The name is at most 120 characters';
  const logo = values.logo_url.trim();
  if (logo && (logo.length > 2048 || !isLogoAddress(logo))) {
    errors.logo_url = 'Enter an address starting with https:// (or a path such as /logos/acme.svg)';
  }
  const website = values.website.trim();
  if (website && (website.length > 2048 || !isHttpUrl(website))) {
    errors.website = 'Enter a web address starting with https://';
  }
  if (values.description.length > 5000) errors.description = 'About is at most 5,000 characters';
  if (values.location.trim().length > 200) errors.location = 'The location is at most 200 characters';
  if (values.industry.trim().length > 120) errors.industry = 'The industry is at most 120 characters';
  if (values.size && values.size.length > 40) errors.size = 'Choose a company size';
  return errors;
}

/** The row update: trimmed, with empty optional fields stored as null. */
export function profileUpdate(values: CompanyProfileValues) {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    logo_url: orNull(values.logo_url),
    description: values.description.trim() ? values.description.trim() : null,
    website: orNull(values.website),
    size: orNull(values.size),
    location: orNull(values.location),
    industry: orNull(values.industry),
  };
}

export const sameValues = (a: CompanyProfileValues, b: CompanyProfileValues) =>
  (Object.keys(a) as (keyof CompanyProfileValues)[]).every((key) => a[key].trim() === b[key].trim());
