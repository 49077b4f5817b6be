// Whether a company lets its hiring team ask the Online AI for candidate summaries
// (companies.online_ai_summaries). Read and written online, as the Online AI itself is online
// only; row-level security lets owners and admins change it and nobody else.
import { getSupabase } from '@/lib/supabase';

export async function readOnlineAiSummaries(companyId: string): Promise<boolean> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('companies')
    .select('online_ai_summaries')
    .eq('id', companyId)
    .maybeSingle();
  if (error) {
    console.error('Reading the Online AI setting failed', { companyId, error });
    throw new Error('The Online AI setting could not be read.');
  }
  return data?.online_ai_summaries === true;
}

export async function saveOnlineAiSummaries(companyId: string, on: boolean): Promise<{ error: string | null }> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('companies')
    .update({ online_ai_summaries: on })
    .eq('id', companyId)
    .select('id');
  if (error) {
    console.error('Saving the Online AI setting failed', { companyId, on, error });
    return { error: error.message };
  }
  if (!data?.length) return { error: 'Only company owners, super admins and admins can change this setting' };
  return { error: null };
}
