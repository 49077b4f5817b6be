// Analytics (/workspace/internal/analytics): sign-ups and messages per day, the application
// funnel with its conversion rates, the median time to hire, and recruiter submissions and
// placements, for a range of days picked in the address (?from=&to=, the last 30 days by
// default). Counted by the database; every chart has a table beside it. This module, and the
// charts' code with it, loads only on this screen.
import { Button, Card, Grid, HStack, Input, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { funnelSteps, readAnalytics, type Analytics } from '@sync/internal/analytics';
import { ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';
import { AnswerAge } from '@/components/answer-age';
import { DailyChart } from './daily-chart';
import { InternalOfflineBanner } from './internal-offline';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBack = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));
const stageLabels = { applied: 'Applied', reviewing: 'Reviewing', interviewed: 'Interviewed', hired: 'Hired' };
const statusLabels: Record<string, string> = {
  pending_consent: 'Waiting for consent',
  declined: 'Declined',
  submitted: 'Submitted',
  withdrawn: 'Withdrawn',
  expected: 'Expected',
  scheduled: 'Scheduled',
  paid: 'Paid',
  void: 'Void',
};

function rangeProblem(from: string, to: string): string | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'Pick both days';
  if (from > to) return 'The first day must be on or before the last day';
  if (Date.parse(to) - Date.parse(from) > 365 * 86_400_000) return 'Choose a range of at most a year';
  return null;
}

function FunnelCard({ data }: { data: Analytics }) {
  const steps = funnelSteps(data.funnel);
  const widest = Math.max(1, steps[0]!.count);
  return (
    <Card.Root size="sm" id="funnel" as="section" aria-labelledby="funnel-title">
      <Card.Header>
        <Card.Title id="funnel-title">Application funnel</Card.Title>
        <Card.Description>Of the applications made in the range, how far they got.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Applications</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">From the stage before</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {steps.map((s) => (
              <Table.Row key={s.stage}>
                <Table.Cell>
                  <Text>{stageLabels[s.stage]}</Text>
                  <svg width="100%" height="6" aria-hidden="true" focusable="false">
                    <rect
                      width={`${(s.count / widest) * 100}%`}
                      height="6"
                      rx="3"
                      fill="var(--chakra-colors-brand-solid)"
                    />
                  </svg>
                </Table.Cell>
                <Table.Cell textAlign="end">{s.count}</Table.Cell>
                <Table.Cell textAlign="end">{s.rate === null ? '—' : `${s.rate}%`}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Totals({ title, counts }: { title: string; counts: Record<string, number> }) {
  const entries = Object.entries(counts);
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None in this range.
        </Text>
      ) : (
        entries.map(([status, n]) => (
          <Text fontSize="sm" key={status}>{`${statusLabels[status] ?? status}: ${n}`}</Text>
        ))
      )}
    </Stack>
  );
}

export function AnalyticsScreen() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? daysBack(29);
  const to = params.get('to') ?? isoDay(new Date());
  const problem = rangeProblem(from, to);
  const read = useServerQuery(
    problem ? null : ['analytics', from, to],
    async () => readAnalytics(await getSupabase(), from, to),
    'analytics',
    { keepPrevious: true },
  );
  // From the address as it is now: two quick changes must not undo each other.
  const setRange = (next: { from?: string; to?: string }) => {
    const now = new URLSearchParams(window.location.search);
    setParams({ from: next.from ?? now.get('from') ?? from, to: next.to ?? now.get('to') ?? to }, { replace: true });
  };
  const data = read.data;

  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title="Analytics"
        description="Hiring and engagement trends, counted by the database."
        actions={<AnswerAge updatedAt={read.updatedAt} offline={read.offline} />}
      />
      {read.offline && <InternalOfflineBanner />}
      <HStack gap="3" wrap="wrap" as="fieldset" aria-label="Range of days">
        <Input
          size="sm"
          type="date"
          maxW="11rem"
          aria-label="First day"
          value={from}
          onChange={(e) => setRange({ from: e.currentTarget.value })}
        />
        <Input
          size="sm"
          type="date"
          maxW="11rem"
          aria-label="Last day"
          value={to}
          onChange={(e) => setRange({ to: e.currentTarget.value })}
        />
        {[7, 30, 60, 90].map((n) => {
          // The quick range in effect, if the days in the address are one.
          const pressed = from === daysBack(n - 1) && to === isoDay(new Date());
          return (
            <Button
              key={n}
              size="xs"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'brand' : undefined}
              aria-pressed={pressed}
              onClick={() => setRange({ from: daysBack(n - 1), to: isoDay(new Date()) })}
            >
              {`Last ${n} days`}
            </Button>
          );
        })}
      </HStack>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      {read.error && <Text color="fg.error" role="alert">{`Analytics could not be read: ${read.error}`}</Text>}
      {!data ? (
        read.offline || problem ? null : (
          <ListSkeleton rows={3} height="40" label="Loading analytics" />
        )
      ) : (
        <Grid templateColumns={{ base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <DailyChart
            id="signups"
            title="Sign-ups per day"
            days={data.series}
            series={[{ key: 'signups', label: 'Sign-ups', color: 'brand.500' }]}
          />
          <DailyChart
            id="messages"
            title="Messages per day"
            days={data.series}
            series={[{ key: 'messages', label: 'Messages', color: 'teal.600' }]}
          />
          <FunnelCard data={data} />
          <Card.Root size="sm" id="time-to-hire" as="section" aria-labelledby="time-to-hire-title">
            <Card.Header>
              <Card.Title id="time-to-hire-title">Time to hire</Card.Title>
              <Card.Description>From application to hire, for the hires made in the range.</Card.Description>
            </Card.Header>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>Median</Stat.Label>
                <Stat.ValueText fontSize="3xl">
                  {data.time_to_hire.median_days === null ? 'No hires' : `${data.time_to_hire.median_days} days`}
                </Stat.ValueText>
                <Stat.HelpText>{`${data.time_to_hire.hires} ${data.time_to_hire.hires === 1 ? 'hire' : 'hires'} in the range`}</Stat.HelpText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
          <DailyChart
            id="recruiters"
            title="Recruiter submissions and placements"
            days={data.series}
            series={[
              { key: 'submissions', label: 'Submissions', color: 'purple.500' },
              { key: 'placements', label: 'Placements', color: 'orange.600' },
            ]}
          />
          <Card.Root size="sm" as="section" aria-label="Recruiter totals">
            <Card.Header>
              <Card.Title>Recruiter totals</Card.Title>
            </Card.Header>
            <Card.Body>
              <HStack gap="10" align="flex-start" wrap="wrap">
                <Totals title="Submissions" counts={data.totals.submissions} />
                <Totals title="Placements" counts={data.totals.placements} />
              </HStack>
            </Card.Body>
          </Card.Root>
        </Grid>
      )}
    </Stack>
  );
}

export default AnalyticsScreen;
