// User Management (/workspace/internal/user-management, also /management): find accounts by
// name or e-mail (searched on the server, a page at a time) and open one beside the list
// (?user=), or read the Audit log (?view=audit). Online: offline it says so, keeps what is on
// screen and what was typed.
import { Box, Grid, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { MousePointerClickIcon, SearchXIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { USERS_PAGE_SIZE, searchUsers } from '@sync/internal/users';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';
import { AnswerAge } from '@/components/answer-age';
import { portalRank, type PortalRank } from '../utils/access-labels';
import { AuditLogView } from './audit-log-view';
import { InternalOfflineBanner } from './internal-offline';
import { UserDetailCard } from './user-detail';
import { UserList } from './user-list';

interface ViewProps {
  params: URLSearchParams;
  patch: (p: Record<string, string | null>) => void;
  rank: PortalRank;
}

function UsersView({ params, patch, rank }: ViewProps) {
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const selectedId = params.get('user');
  const [typed, setTyped] = useState(q);
  const read = useServerQuery(['users', q, page], async () => searchUsers(await getSupabase(), q, page), 'users', {
    keepPrevious: true,
  });
  useEffect(() => {
    const timer = setTimeout(() => typed.trim() !== q && patch({ q: typed.trim() || null, page: null }), 250);
    return () => clearTimeout(timer);
  }, [typed, q, patch]);
  const hrefOf = (userId: string) => {
    const next = new URLSearchParams(params);
    next.set('user', userId);
    return `?${next}`;
  };
  const pages = Math.max(1, Math.ceil((read.data?.total ?? 0) / USERS_PAGE_SIZE));
  return (
    <Stack gap="4">
      {read.offline && <InternalOfflineBanner />}
      <Input
        type="search"
        aria-label="Search users"
        placeholder="Search users by name or e-mail"
        maxW="28rem"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {read.error && <Text color="fg.error" role="alert">{`The users could not be read: ${read.error}`}</Text>}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 24rem) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="3">
          {read.data === undefined ? (
            read.offline ? null : (
              <ListSkeleton rows={5} height="16" label="Loading users" />
            )
          ) : read.data.users.length === 0 ? (
            <EmptyList
              icon={SearchXIcon}
              title="No one matches"
              description="Try part of a name or an e-mail address."
            />
          ) : (
            <>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {`${read.data.total.toLocaleString('en-US')} ${read.data.total === 1 ? 'account' : 'accounts'}`}
                </Text>
                <AnswerAge updatedAt={read.updatedAt} offline={read.offline} />
              </HStack>
              <UserList users={read.data.users} selectedId={selectedId} hrefOf={hrefOf} />
              <Pager page={page} pages={pages} onPage={(n) => patch({ page: String(n + 1), user: null })} />
            </>
          )}
        </Stack>
        {/* On a phone the open account comes first, and nothing stands in for it when none is open. */}
        <Box order={{ base: -1, lg: 0 }} display={{ base: selectedId ? 'block' : 'none', lg: 'block' }}>
          {selectedId ? (
            <UserDetailCard
              key={selectedId}
              userId={selectedId}
              rank={rank}
              offline={read.offline}
              onChanged={read.reload}
            />
          ) : (
            <EmptyList
              icon={MousePointerClickIcon}
              title="Pick an account"
              description="Its roles, status and history show here."
            />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}

/** `roles` are the signed-in person's role types: their portal rank decides what is offered. */
export function UserManagementScreen({ roles }: { roles: string[] }) {
  const rank = portalRank(roles);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'audit' ? 'audit' : 'users';
  const navigate = useNavigate();
  // From the address as it is now, not as of the last render: a debounced search must not undo
  // a click on an account made a moment before it fires.
  const patch = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      void navigate({ search: `?${next}` }, { replace: true });
    },
    [navigate],
  );
  return (
    <Stack gap="5" pb="16">
      <PageHeader title="User Management" description="Accounts, roles and access, and every privileged change." />
      <Tabs.Root
        value={view}
        onValueChange={(e) => setParams(e.value === 'audit' ? { view: 'audit' } : {})}
        variant="line"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="users">Users</Tabs.Trigger>
          <Tabs.Trigger value="audit">Audit log</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          <UsersView params={params} patch={patch} rank={rank} />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditLogView params={params} patch={patch} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
