// The company workspace's screens, framed by the selected company. The hiring screens live in
// features/company; the others' content (company profile, team, job board) comes later.
import { Building2Icon, ClipboardListIcon, UsersRoundIcon } from 'lucide-react';
import { Badge, HStack, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PlannedScreen } from '@/components/planned-screen';
import { useAccess } from '@/features/auth/data/use-auth';
import { CandidatesPage as Candidates } from '@/features/company/components/candidates-page';
import { HiringCenterPage as HiringCenter } from '@/features/company/components/hiring-center-page';
import { HiringPlanPage as HiringPlan } from '@/features/company/components/hiring-plan-page';
import type { AppIconGlyph } from '@/components/app-icon';

function CompanyScreen(props: { title: string; description: string; icon: AppIconGlyph; detail?: string | null }) {
  const { selectedCompany } = useAccess();
  if (!selectedCompany) return <Skeleton height="40" borderRadius="l3" aria-label="Loading your company" />;
  return (
    <PlannedScreen
      {...props}
      context={
        <HStack mt="3" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {selectedCompany.company_name}
          </Text>
          {props.detail && (
            <Badge colorPalette="brand" variant="subtle">
              {props.detail}
            </Badge>
          )}
        </HStack>
      }
    />
  );
}

export { CandidateProfilePage } from '@/features/company/components/candidate-profile-page';

/** The hiring screens read the selected company's data, so they wait for the company. */
function WithCompany({ render }: { render: (companyId: string) => ReactNode }) {
  const { selectedCompany } = useAccess();
  if (!selectedCompany) return <Skeleton height="40" borderRadius="l3" aria-label="Loading your company" />;
  return render(selectedCompany.company_id);
}

export const HiringCenterPage = () => <WithCompany render={(id) => <HiringCenter companyId={id} />} />;
export const ActivePlansPage = () => <WithCompany render={(id) => <HiringCenter companyId={id} filter="active" />} />;
export const PausedPlansPage = () => <WithCompany render={(id) => <HiringCenter companyId={id} filter="paused" />} />;
export const PastPlansPage = () => <WithCompany render={(id) => <HiringCenter companyId={id} filter="past" />} />;
export const HiringPlanPage = () => <WithCompany render={(id) => <HiringPlan companyId={id} />} />;
export const CandidatesPage = () => <WithCompany render={(id) => <Candidates companyId={id} />} />;

export function CompanySettingsPage() {
  return (
    <CompanyScreen title="Company Profile" icon={Building2Icon} description="How your company appears to talent." />
  );
}

export function TeamManagementPage() {
  return (
    <CompanyScreen
      title="Team Management"
      icon={UsersRoundIcon}
      description="Members of your hiring team and their roles."
    />
  );
}

export function JobBoardPage() {
  return <CompanyScreen title="Job Board" icon={ClipboardListIcon} description="Your published jobs." />;
}
