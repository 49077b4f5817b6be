// The company workspace's candidates list and a candidate's profile (features/company), framed
// by the selected company.
import { ScheduleButton } from '@/features/calendar/components/schedule-button';
import { CandidateProfilePage as CandidateProfile } from '@/features/company/components/candidate-profile-page';
import { CandidatesPage as Candidates } from '@/features/company/components/candidates-page';
import { WithCompany } from './with-company';

// Keyed by company: the list keeps its rows while its page grows, never across companies.
export const CandidatesPage = () => (
  <WithCompany render={(c) => <Candidates key={c.company_id} companyId={c.company_id} />} />
);

/** A candidate's profile, with 'Schedule interview' for their application. */
export function CandidateProfilePage() {
  return (
    <CandidateProfile
      actions={(application, candidate) =>
        application.status === 'rejected' ? null : (
          <ScheduleButton
            label="Schedule interview"
            variant="solid"
            target={{
              attendeeIds: [application.user_id],
              applicationId: application.id,
              companyId: application.company_id,
              defaultKind: 'interview',
              defaultTitle: [candidate.jobTitle, candidate.name].filter(Boolean).join(' – ') || 'Interview',
              attendeeName: candidate.name,
            }}
          />
        )
      }
    />
  );
}
