// Setting or clearing the company's logo: companies.logo_url becomes the uploaded object's public
// path (or null) through the REST API, where row-level security lets only owners and admins
// change it; then the logo it replaced is removed from storage. Online only, as the profile.
import { getSupabase } from '@/lib/supabase';
import { publicObjectPath } from '@/lib/files/public-path';
import { removeFile, type StoredFile } from '@/lib/files/upload';

export async function setCompanyLogo(companyId: string, stored: StoredFile | null, replaced: string | null) {
  const client = await getSupabase();
  const logo_url = stored ? publicObjectPath(stored.bucket, stored.path) : null;
  const { data, error } = await client.from('companies').update({ logo_url }).eq('id', companyId).select('id');
  if (error) throw new Error(`The logo was not saved: ${error.message}`);
  // RLS hides the row from an update the caller may not make: no error, no row.
  if (!data?.length) throw new Error('You do not have permission to change this company’s logo');
  if (replaced) await removeFile('company-logos', replaced);
}
