// The 'Evee AI Internal' portal's screens. Their content belongs to later issues.
import { ChartColumnIcon, LayoutDashboardIcon, MailIcon, TicketIcon, UsersIcon, UsersRoundIcon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@chakra-ui/react';
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

export function TicketsPage() {
  const [params] = useSearchParams();
  const category = params.get('category');
  return (
    <PlannedScreen
      title="Tickets"
      icon={TicketIcon}
      description="Support requests and recruiter applications to review."
      context={
        category ? (
          <Badge mt="3" colorPalette="brand" variant="subtle">
            Category: {category.replace(/_/g, ' ')}
          </Badge>
        ) : null
      }
    />
  );
}

export function InternalTeamPage() {
  return <PlannedScreen title="Team" icon={UsersRoundIcon} description="Internal staff and their portal roles." />;
}

export function AnalyticsPage() {
  return <PlannedScreen title="Analytics" icon={ChartColumnIcon} description="Hiring and engagement trends." />;
}
