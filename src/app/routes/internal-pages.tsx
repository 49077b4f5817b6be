// The 'Evee AI Internal' portal's screens: Tickets is built; the others' content is still to come.
import { ChartColumnIcon, LayoutDashboardIcon, MailIcon, UsersIcon, UsersRoundIcon } from 'lucide-react';
import { PlannedScreen } from '@/components/planned-screen';
import { QueueAdminCard } from '@/features/notifications/components/queue-admin-card';

export function DashboardPage() {
  return (
    <PlannedScreen
      title="Dashboard"
      icon={LayoutDashboardIcon}
      description="The state of the platform at a glance."
      context={<QueueAdminCard />}
    />
  );
}

export function UserManagementPage() {
  return <PlannedScreen title="User Management" icon={UsersIcon} description="Accounts, roles and access." />;
}

export function EmailTemplatesPage() {
  return (
    <PlannedScreen title="Email Templates" icon={MailIcon} description="The emails Evee sends, and their wording." />
  );
}

export { TicketsScreen as TicketsPage } from '@/features/internal/components/tickets-page';

export function InternalTeamPage() {
  return <PlannedScreen title="Team" icon={UsersRoundIcon} description="Internal staff and their portal roles." />;
}

export function AnalyticsPage() {
  return <PlannedScreen title="Analytics" icon={ChartColumnIcon} description="Hiring and engagement trends." />;
}
