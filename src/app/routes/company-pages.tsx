// The company workspace's screens, framed by the selected company. Their content (hiring plans,
// candidates, team) belongs to later issues.
import { BriefcaseIcon, UserIcon, UsersIcon } from 'lucide-react';
import { Badge, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PlannedScreen } from '@/components/planned-screen';
import { useAccess } from '@/features/auth/data/use-auth';
import type { ComponentType } from 'react';
import type { AppIconGlyph } from '@/components/app-icon';
import { CompanyProfilePage } from '@/features/company/components/company-profile/company-profile-page';
import { JobBoardPage as JobBoard } from '@/features/company/components/job-board/job-board-page';
import { TeamPage } from '@/features/company/components/team/team-page';
import type { CompanyRef } from '@/features/company/utils/company-ref';

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

const HIRING_FILTERS: Record<string, string> = { active: 'Active', paused: 'Paused', past: 'Archive' };

export function HiringCenterPage({ filter }: { filter?: 'active' | 'paused' | 'past' }) {
  return (
    <CompanyScreen
      title="Hiring Center"
      icon={BriefcaseIcon}
      description="Hiring plans, their jobs and the candidates they bring in."
      detail={filter ? HIRING_FILTERS[filter] : null}
    />
  );
}

export const ActivePlansPage = () => <HiringCenterPage filter="active" />;
export const PausedPlansPage = () => <HiringCenterPage filter="paused" />;
export const PastPlansPage = () => <HiringCenterPage filter="past" />;

export function HiringPlanPage() {
  const { id } = useParams();
  return (
    <CompanyScreen
      title="Hiring plan"
      icon={BriefcaseIcon}
      description="Goal, budget, jobs and candidates."
      detail={id}
    />
  );
}

const STATUS_LABELS: Record<string, string> = {
  hired: 'Hired',
  talent_reserved: 'Talent Reserved',
  rejected: 'Rejected',
};

export function CandidatesPage() {
  const [params] = useSearchParams();
  const status = params.get('status');
  return (
    <CompanyScreen
      title="Candidates"
      icon={UsersIcon}
      description="Everyone who applied, by status."
      detail={status ? (STATUS_LABELS[status] ?? status) : null}
    />
  );
}

export function CandidateProfilePage() {
  const { candidateId } = useParams();
  return (
    <CompanyScreen
      title="Candidate profile"
      icon={UserIcon}
      description="Skills, interviews and progress."
      detail={candidateId}
    />
  );
}

/** A company screen once the selected company is known (product-spec §6: company content waits for it). */
function WithSelectedCompany({ screen: Screen }: { screen: ComponentType<{ selectedCompany: CompanyRef }> }) {
  const { selectedCompany } = useAccess();
  if (!selectedCompany) return <Skeleton height="40" borderRadius="l3" aria-label="Loading your company" />;
  return <Screen key={selectedCompany.company_id} selectedCompany={selectedCompany} />;
}

export const CompanySettingsPage = () => <WithSelectedCompany screen={CompanyProfilePage} />;

export const TeamManagementPage = () => <WithSelectedCompany screen={TeamPage} />;

export const JobBoardPage = () => <WithSelectedCompany screen={JobBoard} />;
