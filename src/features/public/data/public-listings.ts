// What a signed-out visitor may read of a company and its open jobs, straight from the REST
// API with the anon key (row-level security shows only companies and open jobs). Online only:
// these pages are for people who have no local database.
import { getSupabase } from '@/lib/supabase';

export interface PublicCompany {
  id: string;
  name: string;
  identifier: string;
  logo_url: string | null;
  description: string | null;
  website: string | null;
  location: string | null;
  size: string | null;
  industry: string | null;
}

export interface PublicJob {
  id: string;
  company_id: string;
  /** A job may be published without one: its page is then at its id. */
  slug: string | null;
  title: string;
  description: string;
  employment_type: string;
  location: string | null;
  workplace: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: string;
  published_at: string | null;
  required_skills: string[];
  nice_to_have_skills: string[];
  min_experience_years: number | null;
}

const COMPANY_COLUMNS = 'id, name, identifier, logo_url, description, website, location, size, industry';
const JOB_COLUMNS =
  'id, company_id, slug, title, description, employment_type, location, workplace, salary_min, salary_max, salary_currency, salary_period, published_at, required_skills, nice_to_have_skills, min_experience_years';

function fail(what: string, error: { message: string }): never {
  console.error(`Reading ${what} failed`, error);
  throw new Error(error.message, { cause: error });
}

export async function fetchPublicCompany(identifier: string): Promise<PublicCompany | null> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('companies')
    .select(COMPANY_COLUMNS)
    .eq('identifier', identifier.toLowerCase())
    .eq('_deleted', false)
    .maybeSingle();
  if (error) fail(`company ${identifier}`, error);
  return data as PublicCompany | null;
}

export async function fetchOpenJobs(companyId: string): Promise<PublicJob[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('jobs')
    .select(JOB_COLUMNS)
    .eq('company_id', companyId)
    .eq('status', 'open')
    .eq('_deleted', false)
    .order('published_at', { ascending: false, nullsFirst: false })
    .limit(200);
  if (error) fail(`the open jobs of ${companyId}`, error);
  return (data ?? []) as PublicJob[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchOpenJob(companyId: string, slugOrId: string): Promise<PublicJob | null> {
  const client = await getSupabase();
  const key = slugOrId.toLowerCase();
  // A slug may itself look like an id, so an id-shaped address matches either.
  const query = client.from('jobs').select(JOB_COLUMNS).eq('company_id', companyId);
  const { data, error } = await (UUID.test(key) ? query.or(`slug.eq.${key},id.eq.${key}`) : query.eq('slug', key))
    .eq('status', 'open')
    .eq('_deleted', false)
    .maybeSingle();
  if (error) fail(`job ${slugOrId} of ${companyId}`, error);
  return data as PublicJob | null;
}
