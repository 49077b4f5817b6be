// Tickets (/workspace/internal/tickets): support requests and recruiter applications in one
// inbox, filtered by category and status through the query string (?category=
// recruiter_application is where Recruiter Requests lands), newest first, a page at a time,
// with the picked ticket (?ticket=) beside the list. Online: offline it says so and keeps
// what is on screen.
import { Box, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { InboxIcon, MousePointerClickIcon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { decideRecruiterApplication } from '@sync/recruiter/application';
import type { TicketStatus } from '@sync/collections/workspace-records/rows';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { AnswerAge } from '@/components/answer-age';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/components/ui/toaster';
import { getSupabase } from '@/lib/supabase';
import { readTeam } from '@sync/internal/users';
import { TICKETS_PAGE_SIZE, useTickets } from '../data/use-tickets';
import { useServerQuery } from '@/hooks/use-server-query';
import { categoryLabels, categoryOf, statusLabels, statusOf } from '../utils/ticket-labels';
import { InternalOfflineBanner } from './internal-offline';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';

function Filter(props: {
  label: string;
  value: string;
  options: Record<string, string>;
  onChange: (v: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" maxW="14rem">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        <option value="">{`Any ${props.label.toLowerCase()}`}</option>
        {Object.entries(props.options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** `viewerId` is the signed-in staff member, so their own notes read 'You'. */
export function TicketsScreen({ viewerId }: { viewerId: string | null }) {
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const status = statusOf(params.get('status'));
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const selectedId = params.get('ticket');
  const { tickets, total, requesters, error, offline, updatedAt, reload } = useTickets({ category, status, page });
  const team = useServerQuery(['team'], async () => readTeam(await getSupabase()), 'the team');

  const withParams = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const hrefOf = (ticketId: string) => `?${withParams({ ticket: ticketId })}`;
  const filter = (key: 'category' | 'status') => (value: string) =>
    setParams(withParams({ [key]: value || null, page: null, ticket: null }), { replace: true });

  const selected = tickets?.find((t) => t.id === selectedId) ?? null;
  const decide = async (approve: boolean, reason?: string) => {
    if (!selected) return;
    await decideRecruiterApplication(await getSupabase(), selected.id, approve, reason);
    notify('success', {
      title: approve ? 'Application approved' : 'Application rejected',
      description: approve ? 'They can now use the Recruiter workspace.' : 'They were told the reason.',
    });
    reload();
  };
  const changeStatus = async (next: TicketStatus) => {
    if (!selected) return;
    const { error: refused } = await (
      await getSupabase()
    )
      .from('support_tickets')
      .update({ status: next })
      .eq('id', selected.id);
    if (refused) throw new Error(refused.message);
    reload();
  };

  const assign = async (assigneeId: string | null) => {
    if (!selected) return;
    const { error: refused } = await (
      await getSupabase()
    )
      .from('support_tickets')
      .update({ assignee_id: assigneeId })
      .eq('id', selected.id);
    if (refused) throw new Error(refused.message);
    reload();
  };

  const pages = Math.max(1, Math.ceil(total / TICKETS_PAGE_SIZE));
  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title="Tickets"
        description="Support requests and recruiter applications to review."
        actions={<AnswerAge updatedAt={updatedAt} offline={offline} />}
      />
      {offline && <InternalOfflineBanner />}
      <HStack gap="3" wrap="wrap">
        <Filter label="Category" value={category ?? ''} options={categoryLabels} onChange={filter('category')} />
        <Filter label="Status" value={status ?? ''} options={statusLabels} onChange={filter('status')} />
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {tickets ? `${total.toLocaleString('en-US')} ${total === 1 ? 'ticket' : 'tickets'}` : ''}
        </Text>
      </HStack>
      {error && <Text color="fg.error" role="alert">{`The tickets could not be read: ${error}`}</Text>}
      {tickets === undefined ? (
        offline ? null : (
          <ListSkeleton rows={4} height="20" label="Loading tickets" />
        )
      ) : tickets.length === 0 ? (
        <EmptyList
          icon={InboxIcon}
          title="No tickets here"
          description={
            category || status
              ? 'Nothing matches these filters; clear them to see every ticket.'
              : 'When someone asks for help or applies to be a recruiter, it shows here.'
          }
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 24rem) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="3">
            <TicketList tickets={tickets} requesters={requesters} selectedId={selectedId} hrefOf={hrefOf} />
            <Pager
              page={page}
              pages={pages}
              onPage={(n) => setParams(withParams({ page: String(n + 1), ticket: null }))}
            />
          </Stack>
          {/* On a phone the open ticket comes first, and nothing stands in for it when none is open. */}
          <Box order={{ base: -1, lg: 0 }} display={{ base: selected ? 'block' : 'none', lg: 'block' }}>
            {selected ? (
              <TicketDetail
                key={selected.id}
                ticket={selected}
                requester={requesters.get(selected.user_id)}
                offline={offline}
                team={team.data}
                viewerId={viewerId}
                onDecide={decide}
                onStatus={changeStatus}
                onAssign={assign}
              />
            ) : (
              <EmptyList
                icon={MousePointerClickIcon}
                title="Pick a ticket"
                description="Its details and actions show here."
              />
            )}
          </Box>
        </Grid>
      )}
    </Stack>
  );
}
