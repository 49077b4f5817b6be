// Opening a candidate's résumé tells the server it was reviewed (mark_resume_reviewed), which
// moves the application's résumé progress for everyone. The link opens whatever happens; a
// failed mark (offline, say) is logged and the progress simply stays 'Submitted'.
import { getSupabase } from '@/lib/supabase';

export async function markResumeReviewed(applicationId: string): Promise<void> {
  const { error } = await (await getSupabase()).rpc('mark_resume_reviewed', { application_id: applicationId });
  if (error) console.warn('[candidates] marking the résumé reviewed failed', { applicationId, error });
}
