// Candidates (/workspace/company/candidates, ?status= to filter, ?sort=match for the best match
// first, ?match=75 for a minimum score): every application to the selected company's jobs,
// searchable by name and job title, 50 at a time with 'Show more' so a company with thousands of
// applications stays quick. Statuses change in place.
// The plain list reads only the newest page from the device and counts the rest on the index
// (all 2,000 of a large company take ~0.3 s to read, a page ~10 ms); searching by name, or
// filtering by status or match, or sorting by match (not indexed), reads every application of
// the company.
import { Box, Button, Grid, HStack, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SearchIcon, UsersIcon } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApplicationStatus } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { useSyncOnline } from '@/hooks/use-sync-status';
import { useApplicationCount, useApplications } from '../data/use-applications';
import { useJobs } from '../data/use-jobs';
import { useFailuresById } from '@/hooks/use-failure-actions';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { usePeople } from '../data/use-people';
import { matchesSearch } from '../utils/candidate-search';
import { applicationStatusLabels } from '@/utils/application-status';
import { parseCandidateFilter } from '../utils/hiring-labels';
import {
  inMatchOrder,
  MATCH_MINIMUMS,
  meetsMinimum,
  parseCandidateSort,
  parseMatchMinimum,
  type CandidateSort,
} from '../utils/match-filter';
import { personName } from '../utils/person-name';
import { CANDIDATE_COLUMNS } from './candidate-row';
import { CandidateRows } from './candidate-rows';
import { EmptyList, ListSkeleton, OfflineNote } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { StatusFilter } from '@/components/status-filter';

export const PAGE_SIZE = 50;

type CandidateParam = 'status' | 'sort' | 'match';

interface ControlsProps {
  status: ApplicationStatus | null;
  sort: CandidateSort;
  minimum: number | null;
  search: string;
  online: boolean;
  onSearch: (value: string) => void;
  onParam: (key: CandidateParam, value: string) => void;
}

// The heading and the controls above the list, apart from it: a status change, a sync or the
// next page redraws the list, not these (a native select and an input group each are several
// styled parts).
const CandidatesControls = memo(function CandidatesControls({
  status,
  sort,
  minimum,
  search,
  online,
  onSearch,
  onParam,
}: ControlsProps) {
  return (
    <>
      <PageHeader
        title="Candidates"
        description={
          status
            ? `${applicationStatusLabels[status]} candidates across your jobs.`
            : 'Everyone who applied to your jobs.'
        }
      />
      <OfflineNote online={online} />
      <HStack gap="3" wrap="wrap">
        <InputGroup flex="1 1 16rem" startElement={<AppIcon icon={SearchIcon} boxSize="4" />}>
          <Input
            type="search"
            aria-label="Search candidates"
            placeholder="Search by name or job title"
            value={search}
            onChange={(e) => onSearch(e.currentTarget.value)}
          />
        </InputGroup>
        <StatusFilter value={status} onChange={(next) => onParam('status', next ?? '')} />
        <NativeSelect.Root w={{ base: 'full', sm: '12rem' }}>
          <NativeSelect.Field
            aria-label="Filter by match"
            value={minimum ?? ''}
            onChange={(e) => onParam('match', e.currentTarget.value)}
          >
            <option value="">Any match</option>
            {MATCH_MINIMUMS.map((m) => (
              <option key={m} value={m}>
                {m}% match or more
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root w={{ base: 'full', sm: '12rem' }}>
          <NativeSelect.Field
            aria-label="Sort candidates"
            value={sort}
            onChange={(e) => onParam('sort', e.currentTarget.value === 'match' ? 'match' : '')}
          >
            <option value="newest">Newest first</option>
            <option value="match">Best match first</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </>
  );
});

export function CandidatesPage({ companyId }: { companyId: string }) {
  const [params, setParams] = useSearchParams();
  const status = parseCandidateFilter(params.get('status'));
  const sort = parseCandidateSort(params.get('sort'));
  const minimum = parseMatchMinimum(params.get('match'));
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const readAll = Boolean(status) || query.trim() !== '' || sort === 'match' || minimum !== null;
  const { applications } = useApplications(companyId, {
    status: status ?? undefined,
    limit: readAll ? undefined : limit,
    keepPrevious: true,
  });
  const { count } = useApplicationCount(companyId);
  const { jobs } = useJobs(companyId);
  const pending = usePendingRecordIds();
  const failures = useFailuresById();
  const online = useSyncOnline();
  const people = usePeople(useMemo(() => (applications ?? []).map((a) => a.user_id), [applications]));
  const jobTitles = useMemo(() => new Map((jobs ?? []).map((j) => [j.id, j.title])), [jobs]);

  const rows = useMemo(
    () =>
      inMatchOrder(
        (applications ?? []).filter((a) => meetsMinimum(a.match_score, minimum)),
        sort,
      )
        .map((a) => ({
          application: a,
          name: personName(people.get(a.user_id)),
          jobTitle: jobTitles.get(a.job_id) ?? 'Job',
        }))
        .filter((r) => matchesSearch(query, r.name, r.jobTitle)),
    [applications, people, jobTitles, query, sort, minimum],
  );
  const shown = rows.slice(0, limit);
  // Read whole, the list is its own count; read a page at a time, the index counts the company's.
  const total = readAll ? rows.length : Math.max(count ?? 0, rows.length);
  const none = count === 0 && (applications?.length ?? 0) === 0;

  // One address parameter changes; the others stay. Stable, as the controls are drawn apart.
  const setParam = useStableCallback((key: CandidateParam, value: string) => {
    setLimit(PAGE_SIZE);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  });
  const onSearch = useStableCallback((value: string) => {
    setSearch(value);
    setLimit(PAGE_SIZE);
  });

  return (
    // Room below the list, so the floating chat bar never covers its last row or Show more.
    <Stack gap="5" pb="16">
      <CandidatesControls
        status={status}
        sort={sort}
        minimum={minimum}
        search={search}
        online={online}
        onSearch={onSearch}
        onParam={setParam}
      />
      {!applications ? (
        <ListSkeleton rows={6} height="14" label="Loading candidates" />
      ) : rows.length === 0 ? (
        <EmptyList
          icon={UsersIcon}
          title={none ? 'No candidates yet' : 'No candidates match'}
          description={
            none
              ? 'When talent applies to your open jobs they show here. Publish a job from the Job Board to start.'
              : 'Try another name or job title, or show every status and match.'
          }
          action={
            !none && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setLimit(PAGE_SIZE);
                  setParams({}, { replace: true });
                }}
              >
                Show everyone
              </Button>
            )
          }
        />
      ) : (
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <Grid
            templateColumns={CANDIDATE_COLUMNS}
            gap="4"
            px="4"
            py="2"
            display={{ base: 'none', md: 'grid' }}
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            borderBottomWidth="1px"
            aria-hidden
          >
            <span>Candidate</span>
            <span>Job</span>
            <span>Applied</span>
            <span>Status</span>
            <span>Match</span>
          </Grid>
          <CandidateRows rows={shown} people={people} pending={pending} failures={failures} />
          <HStack gap="4" px="4" py="3" borderTopWidth="1px" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              Showing {shown.length} of {total}
            </Text>
            {total > shown.length && (
              <Button size="sm" variant="outline" onClick={() => setLimit(limit + PAGE_SIZE)}>
                Show more
              </Button>
            )}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
