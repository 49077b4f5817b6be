// The internal Dashboard (/workspace/internal/dashboard): the marketplace's KPIs, counted by the
// database in one staff-only call, each linking to where it is worked on, then the trend charts
// and the notification queue. Online: offline it says so and keeps the last figures.
import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { getSupabase } from '@/lib/supabase';
import { readDashboard, type Workspace } from '@sync/internal/dashboard';
import { ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/utils/after-paint';
import { DASHBOARD_READ_KEY } from '../data/dashboard-read';
import { lazyComponent } from '@/components/lazy-component';
import { useServerQuery } from '@/hooks/use-server-query';
import { AnswerAge } from '@/components/answer-age';
import { InternalOfflineBanner } from './internal-offline';
import { KpiCard } from './kpi-card';
import { importFresh } from '@/utils/module-loads';

const workspaceLabels: Record<Workspace, string> = {
  talent: 'Talent',
  company: 'Company',
  recruiter: 'Recruiter',
  internal: 'Internal',
};

const count = new Intl.NumberFormat('en-US');

// The charts' code (recharts) loads after the figures, not with the portal.
const DashboardTrends = lazyComponent(() => importFresh(() => import('./dashboard-trends')).then((m) => m.default));

/**
 * True once the figures (or why there are none) have been painted: the charts' code, ~110 KB
 * gzip to fetch and evaluate, then loads, so a returning visit's kept figures never wait on it.
 */
function useAfterFigures(settled: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!settled || painted) return;
    let live = true;
    afterNextPaint(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, [settled, painted]);
  return painted;
}

const trendsSkeleton = <ListSkeleton rows={1} height="64" label="Loading the trends" />;

/** `queue` is the notification queue's card, composed in by the app. */
export function DashboardScreen({ queue }: { queue: ReactNode }) {
  const { data, error, offline, updatedAt } = useServerQuery(
    DASHBOARD_READ_KEY,
    async () => readDashboard(await getSupabase()),
    'the dashboard',
  );
  const chartsMayLoad = useAfterFigures(data !== undefined || offline || error !== null);
  const users = data?.users_by_workspace;
  const totalPeople = users ? Object.values(users).reduce((sum, k) => sum + k.value, 0) : 0;
  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title="Dashboard"
        description="The state of the platform at a glance."
        actions={<AnswerAge updatedAt={updatedAt} offline={offline} />}
      />
      {offline && <InternalOfflineBanner />}
      {error && <Text color="fg.error" role="alert">{`The figures could not be read: ${error}`}</Text>}
      {!data ? (
        offline ? null : (
          <ListSkeleton rows={3} height="28" label="Loading the dashboard" />
        )
      ) : (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4">
          <KpiCard
            label="Users by workspace"
            kpi={{
              value: totalPeople,
              last_30: users ? Object.values(users).reduce((s, k) => s + k.last_30, 0) : 0,
              previous_30: users ? Object.values(users).reduce((s, k) => s + k.previous_30, 0) : 0,
            }}
            event="role grants"
            to={paths.internal.userManagement}
          >
            <HStack gap="3" wrap="wrap" fontSize="sm" mt="1">
              {users &&
                (Object.keys(workspaceLabels) as Workspace[]).map((w) => (
                  <Text key={w}>
                    {workspaceLabels[w]} <strong>{count.format(users[w].value)}</strong>
                  </Text>
                ))}
            </HStack>
          </KpiCard>
          <KpiCard label="Companies" kpi={data.companies} event="new" to={`${paths.internal.analytics}#signups`} />
          <KpiCard label="Open jobs" kpi={data.open_jobs} event="opened" to={`${paths.internal.analytics}#funnel`} />
          <KpiCard
            label="Applications this week"
            kpi={data.applications_this_week}
            event="applications"
            to={`${paths.internal.analytics}#funnel`}
          />
          <KpiCard
            label="Hires this month"
            kpi={data.hires_this_month}
            event="hires"
            to={`${paths.internal.analytics}#time-to-hire`}
          />
          <KpiCard
            label="Pending recruiter applications"
            kpi={data.pending_recruiter_applications}
            event="applications"
            to={`${paths.internal.recruiterApplicationTickets}&status=open`}
          />
          <KpiCard
            label="Open tickets"
            kpi={data.open_tickets}
            event="tickets"
            to={`${paths.internal.tickets}?status=open`}
          />
        </Grid>
      )}
      <Suspense fallback={trendsSkeleton}>{chartsMayLoad ? <DashboardTrends /> : trendsSkeleton}</Suspense>
      {queue}
    </Stack>
  );
}
