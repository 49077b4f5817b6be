// The 'Evee AI Internal' portal's screens: Dashboard, User Management and Tickets are built; the
// others' content is still to come.
import { ChartColumnIcon } from 'lucide-react';
import { PlannedScreen } from '@/components/planned-screen';
import { useRoleTypes, useSession } from '@/features/auth/data/use-auth';
import { DashboardScreen } from '@/features/internal/components/dashboard-page';
import { EmailTemplatesScreen } from '@/features/internal/components/email-templates-page';
import { TeamScreen } from '@/features/internal/components/team-page';
import { UserManagementScreen } from '@/features/internal/components/user-management-page';
import { QueueAdminCard } from '@/features/notifications/components/queue-admin-card';

export function DashboardPage() {
  return <DashboardScreen queue={<QueueAdminCard />} />;
}

export function UserManagementPage() {
  return <UserManagementScreen roles={useRoleTypes()} />;
}

export function EmailTemplatesPage() {
  return <EmailTemplatesScreen roles={useRoleTypes()} />;
}

export { TicketsScreen as TicketsPage } from '@/features/internal/components/tickets-page';

export function InternalTeamPage() {
  return <TeamScreen roles={useRoleTypes()} userId={useSession()?.user.id ?? null} />;
}

export function AnalyticsPage() {
  return <PlannedScreen title="Analytics" icon={ChartColumnIcon} description="Hiring and engagement trends." />;
}
