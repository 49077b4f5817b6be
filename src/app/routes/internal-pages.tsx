// The 'Evee AI Internal' portal's screens, each given what it needs from the signed-in session.
import { Suspense } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { ListSkeleton } from '@/components/list-states';
import { useRoleTypes, useSession } from '@/features/auth/data/use-auth';
import { DashboardScreen } from '@/features/internal/components/dashboard-page';
import { EmailTemplatesScreen } from '@/features/internal/components/email-templates-page';
import { MaintenanceCard } from '@/features/internal/components/maintenance-card';
import { portalRank } from '@/features/internal/utils/access-labels';
import { TeamScreen } from '@/features/internal/components/team-page';
import { TicketsScreen } from '@/features/internal/components/tickets-page';
import { UserManagementScreen } from '@/features/internal/components/user-management-page';
import { QueueAdminCard } from '@/features/notifications/components/queue-admin-card';
import { importFresh } from '@/utils/module-loads';

export function DashboardPage() {
  const rank = portalRank(useRoleTypes());
  return (
    <DashboardScreen
      queue={
        <>
          <MaintenanceCard rank={rank} />
          <QueueAdminCard />
        </>
      }
    />
  );
}

export function UserManagementPage() {
  return <UserManagementScreen roles={useRoleTypes()} />;
}

export function EmailTemplatesPage() {
  return <EmailTemplatesScreen roles={useRoleTypes()} />;
}

export function TicketsPage() {
  return <TicketsScreen viewerId={useSession()?.user.id ?? null} />;
}

export function InternalTeamPage() {
  return <TeamScreen roles={useRoleTypes()} userId={useSession()?.user.id ?? null} />;
}

// The charts' code (recharts) loads with this screen only, not with the rest of the portal.
const AnalyticsScreen = lazyComponent(() =>
  importFresh(() => import('@/features/internal/components/analytics-page')).then((m) => m.default),
);

export function AnalyticsPage() {
  return (
    <Suspense fallback={<ListSkeleton rows={3} height="40" label="Loading analytics" />}>
      <AnalyticsScreen />
    </Suspense>
  );
}
