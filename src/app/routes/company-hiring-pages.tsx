// The company workspace's Hiring Center and its plans (features/company), framed by the
// selected company.
import { HiringCenterPage as HiringCenter } from '@/features/company/components/hiring-center-page';
import { HiringPlanPage as HiringPlan } from '@/features/company/components/hiring-plan-page';
import { WithCompany } from './with-company';

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
