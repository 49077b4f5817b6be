// The company workspace's screens (features/company), each framed by the selected company:
// company content waits until it is known (product-spec §6).
import { Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAccess } from '@/features/auth/data/use-auth';
import { ScheduleButton } from '@/features/calendar/components/schedule-button';
import { CandidateProfilePage as CandidateProfile } from '@/features/company/components/candidate-profile-page';
import { CandidatesPage as Candidates } from '@/features/company/components/candidates-page';
import { CompanyProfilePage } from '@/features/company/components/company-profile/company-profile-page';
import { HiringCenterPage as HiringCenter } from '@/features/company/components/hiring-center-page';
import { HiringPlanPage as HiringPlan } from '@/features/company/components/hiring-plan-page';
import { JobBoardPage as JobBoard } from '@/features/company/components/job-board/job-board-page';
import { TeamPage } from '@/features/company/components/team/team-page';
import type { CompanyRef } from '@/features/company/utils/company-ref';

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

function WithCompany({ render }: { render: (company: CompanyRef) => ReactNode }) {
  const { selectedCompany } = useAccess();
  if (!selectedCompany)
    return <Skeleton role="status" height="40" borderRadius="l3" aria-label="Loading your company" />;
  return render(selectedCompany);
}

export const HiringCenterPage = () => <WithCompany render={(c) => <HiringCenter companyId={c.company_id} />} />;
export const ActivePlansPage = () => (
  <WithCompany render={(c) => <HiringCenter companyId={c.company_id} filter="active" />} />
);
export const PausedPlansPage = () => (
  <WithCompany render={(c) => <HiringCenter companyId={c.company_id} filter="paused" />} />
);
export const PastPlansPage = () => (
  <WithCompany render={(c) => <HiringCenter companyId={c.company_id} filter="past" />} />
);
export const HiringPlanPage = () => <WithCompany render={(c) => <HiringPlan companyId={c.company_id} />} />;
// Keyed by company: the list keeps its rows while its page grows, never across companies.
export const CandidatesPage = () => (
  <WithCompany render={(c) => <Candidates key={c.company_id} companyId={c.company_id} />} />
);
export const CompanySettingsPage = () => (
  <WithCompany render={(c) => <CompanyProfilePage key={c.company_id} selectedCompany={c} />} />
);
export const TeamManagementPage = () => (
  <WithCompany render={(c) => <TeamPage key={c.company_id} selectedCompany={c} />} />
);
export const JobBoardPage = () => <WithCompany render={(c) => <JobBoard key={c.company_id} selectedCompany={c} />} />;
