// Accept and Decline on a recruiter's request to submit the person to a job. The answer needs
// the server (it makes the application, and the ownership) so it is online only; once answered,
// the request as the device holds it says how.
import { Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import type { RecruiterSubmissionRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { respondToSubmission } from '@sync/recruiter/submissions';
import { watchRow } from '@sync/workspace/records';
import { AnswerButtons } from '@/components/answer-buttons';
import type { InvitationAnswer as Answer } from '@/utils/notification-fields';
import { notify } from '@/components/ui/toaster';
import { useRxQuery } from '@/hooks/use-rx-query';
import { getSupabase } from '@/lib/supabase';

export const isConsentRequest = (row: NotificationDoc) =>
  (row.data as { kind?: string } | null)?.kind === 'recruiter_submission';

export function ConsentActions({ row }: { row: NotificationDoc }) {
  const submissionId = String((row.data as { submission_id?: string }).submission_id ?? '');
  const build = useCallback((db: EveeDatabase) => watchRow(db, 'recruiter_submissions', submissionId), [submissionId]);
  const submission = useRxQuery<RecruiterSubmissionRow | null>(build, null);
  const [busy, setBusy] = useState<Answer | null>(null);

  const answer = async (accept: boolean) => {
    if (!navigator.onLine) {
      notify('error', { title: 'Not answered', description: "You're offline — try again when connected" });
      return;
    }
    setBusy(accept ? 'accept' : 'decline');
    try {
      await respondToSubmission(await getSupabase(), submissionId, accept);
      notify('success', {
        title: accept ? 'You agreed to be submitted' : 'You declined',
        description: accept ? 'The company now sees your application.' : 'The recruiter has been told.',
      });
    } catch (err) {
      notify('error', { title: 'Not answered', description: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };

  if (submission && submission.status !== 'pending_consent')
    return (
      <Text fontSize="xs" color="fg.muted">
        {submission.status === 'submitted' ? 'Accepted' : submission.status === 'declined' ? 'Declined' : 'Withdrawn'}
      </Text>
    );
  return <AnswerButtons busy={busy} onAnswer={(choice) => void answer(choice === 'accept')} />;
}
