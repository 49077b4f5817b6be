// /apply/recruiter: the recruiter application. A recruiter is told they are one; someone with an
// application under review sees where it stands; anyone else (or after a rejection) fills the
// form, whose draft stays on the device as typed. The application is written on the device
// and sent when online, like every other write.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { emptyRecruiterApplicationDraft, type RecruiterApplicationDraft } from '@sync/recruiter/application-draft';
import { ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { toastSaveOutcome } from '@/utils/save-toast';
import {
  useApplicationDraft,
  useMyRecruiterApplication,
  useRecruiterApplicationCommands,
} from '../data/use-recruiter-application';
import { ApplicationApproved, ApplicationRejected, ApplicationUnderReview } from './application-status';
import { RecruiterApplicationForm } from './recruiter-application-form';

function ApplicationForm() {
  const stored = useApplicationDraft();
  const commands = useRecruiterApplicationCommands();
  const [typed, setDraft] = useState<RecruiterApplicationDraft | null>(null);
  // The kept draft until something is typed here; what is typed is the screen's, and kept as typed.
  const draft = typed ?? (stored === undefined ? null : (stored ?? emptyRecruiterApplicationDraft));
  if (!draft || !commands) return <ListSkeleton rows={4} height="12" label="Loading the form" />;
  const change = (next: RecruiterApplicationDraft) => {
    setDraft(next);
    void commands.keepDraft(next);
  };
  const submit = async (current: RecruiterApplicationDraft) => {
    const since = new Date().toISOString();
    const ticket = await commands.send(current);
    // 'Sent' only once the server took it; a refusal is told by its own toast and the header.
    const words = {
      what: 'Application',
      sent: 'Application sent',
      sentDescription: "Evee's team will review it and let you know.",
    };
    void toastSaveOutcome(
      words,
      { db: commands.db, keys: [`workspace_records:${ticket.id}`], since },
      navigator.onLine,
    );
  };
  return <RecruiterApplicationForm draft={draft} onDraftChange={change} onSubmit={submit} />;
}

export function ApplyRecruiterScreen({ isRecruiter }: { isRecruiter: boolean }) {
  const application = useMyRecruiterApplication();
  let body;
  if (isRecruiter || application?.status === 'approved') body = <ApplicationApproved />;
  else if (application === undefined) body = <ListSkeleton rows={3} height="12" label="Loading your application" />;
  else if (application && (application.status === 'open' || application.status === 'in_progress'))
    body = <ApplicationUnderReview ticket={application} />;
  else
    body = (
      <Stack gap="5">
        {application?.status === 'rejected' && <ApplicationRejected ticket={application} />}
        <ApplicationForm />
      </Stack>
    );
  return (
    <Stack gap="6" pb="16">
      <PageHeader
        title="Apply for Recruiter"
        description="Source talent for companies on Evee and earn a fee on every placement. Evee's team reviews each application."
      />
      {body}
    </Stack>
  );
}
