// The company workspace's settings screens (features/company): its profile, team and job board,
// framed by the selected company.
import { CompanyProfilePage } from '@/features/company/components/company-profile/company-profile-page';
import { JobBoardPage as JobBoard } from '@/features/company/components/job-board/job-board-page';
import { TeamPage } from '@/features/company/components/team/team-page';
import { WithCompany } from './with-company';

export const CompanySettingsPage = () => (
  <WithCompany render={(c) => <CompanyProfilePage key={c.company_id} selectedCompany={c} />} />
);
export const TeamManagementPage = () => (
  <WithCompany render={(c) => <TeamPage key={c.company_id} selectedCompany={c} />} />
);
export const JobBoardPage = () => <WithCompany render={(c) => <JobBoard key={c.company_id} selectedCompany={c} />} />;
