// Saving the company profile: an update of the companies row through the REST API, where
// row-level security decides. Online only; the device's mirror follows through replication.
import { getSupabase } from '@/lib/supabase';
import { profileUpdate, type CompanyProfileValues } from '../utils/company-profile-form';

export async function saveCompanyProfile(
  companyId: string,
  values: CompanyProfileValues,
): Promise<{ error: string | null }> {
  const client = await getSupabase();
  const { data, error } = await client.from('companies').update(profileUpdate(values)).eq('id', companyId).select('id');
  if (error) {
    console.error('Saving the company profile failed', { companyId, error });
    return { error: error.message };
  }
  // RLS hides the row from an update the caller may not make: no error, no row.
  if (!data?.length) return { error: 'You do not have permission to edit this company' };
  return { error: null };
}
