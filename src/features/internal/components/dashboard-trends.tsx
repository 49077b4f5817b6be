// The Dashboard's trend charts: sign-ups and messages for each of the last 30 days, from the same
// staff-only count as Analytics, each with its table. Loaded after the dashboard's figures, so
// the charts' code (recharts) never holds up the numbers.
import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { readAnalytics } from '@sync/internal/analytics';
import { ListSkeleton } from '@/components/list-states';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';
import { DailyChart } from './daily-chart';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBack = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

export function DashboardTrends() {
  const to = daysBack(0);
  const from = daysBack(29);
  const read = useServerQuery(
    ['analytics', from, to],
    async () => readAnalytics(await getSupabase(), from, to),
    "the dashboard's trends",
  );
  return (
    <Stack gap="3" as="section" aria-labelledby="dashboard-trends">
      <Heading as="h2" size="md" id="dashboard-trends">
        Trends, last 30 days
      </Heading>
      {read.error && <Text color="fg.error" role="alert">{`The trends could not be read: ${read.error}`}</Text>}
      {!read.data ? (
        read.offline ? null : (
          <ListSkeleton rows={1} height="64" label="Loading the trends" />
        )
      ) : (
        <Grid templateColumns={{ base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <DailyChart
            id="trend-signups"
            title="Sign-ups per day"
            days={read.data.series}
            series={[{ key: 'signups', label: 'Sign-ups', color: 'brand.500' }]}
          />
          <DailyChart
            id="trend-messages"
            title="Messages per day"
            days={read.data.series}
            series={[{ key: 'messages', label: 'Messages', color: 'teal.600' }]}
          />
        </Grid>
      )}
    </Stack>
  );
}

export default DashboardTrends;
