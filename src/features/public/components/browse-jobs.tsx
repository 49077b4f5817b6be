// /jobs: every open job of every company, for anyone. The search and its filters live in the
// query string (the same controls and the same search as talent's Job Search), each job opens
// its public page, and the list pages 20 at a time. The heading and the controls arrive
// prerendered (scripts/prerender-plugin.ts); the jobs are read live.
import { Alert, Box, Button, EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { BriefcaseIcon, SearchXIcon, WifiOffIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { JobSearchFilters } from '@/components/job-search-filters';
import { Pager } from '@/components/pager';
import { useStableCallback } from '@/hooks/use-stable-callback';
import {
  emptyFilters,
  filtersToParams,
  hasFilters,
  parseFilters,
  searchParamsOf,
  type JobFilters,
} from '@/utils/job-filters';
import { useOpenJobSearch, type OpenJobSearch } from '../data/use-open-job-search';
import { useDocumentMeta } from '../utils/use-document-meta';
import { resultsCount } from '../utils/results-count';
import { ListingSkeleton } from './listing-states';
import { JobCard } from './open-job-list';

export const PAGE_SIZE = 20;

function Unavailable({
  search,
  onRetry,
}: {
  search: Extract<OpenJobSearch, { status: 'offline' | 'error' }>;
  onRetry: () => void;
}) {
  return (
    <Alert.Root status={search.status === 'offline' ? 'warning' : 'error'} role="alert" borderRadius="l3">
      {search.status === 'offline' ? (
        <Alert.Indicator>
          <AppIcon icon={WifiOffIcon} boxSize="5" />
        </Alert.Indicator>
      ) : (
        <Alert.Indicator />
      )}
      <Alert.Content>
        <Alert.Title>
          {search.status === 'offline'
            ? "You're offline — jobs are listed when you are back online"
            : 'The jobs could not be loaded'}
        </Alert.Title>
        {search.status === 'error' && <Alert.Description>{search.message}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
        Try again
      </Button>
    </Alert.Root>
  );
}

function NoJobs({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg" py="10">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <AppIcon icon={filtered ? SearchXIcon : BriefcaseIcon} boxSize="8" />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as="h2">
            {filtered ? 'No open jobs match your search' : 'No open jobs right now'}
          </EmptyState.Title>
          <EmptyState.Description>
            {filtered ? 'Try fewer words or filters.' : 'New roles appear here as soon as a company opens them.'}
          </EmptyState.Description>
        </VStack>
        {filtered && (
          <Button variant="outline" onClick={onClear}>
            Clear search
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function BrowseJobsView() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const { search, retry } = useOpenJobSearch(searchParamsOf(filters, PAGE_SIZE));
  useDocumentMeta(
    'Browse jobs · Evee',
    'Every open job at every company hiring on Evee. Search by title, skill or company, and filter by place, workplace, type and salary.',
  );
  // From the address, not from the last render: the router renders a new address as a transition,
  // which a busy page may not have drawn yet, and a second change then dropped the first.
  const change = useStableCallback((patch: Partial<JobFilters>) => {
    const current = parseFilters(new URLSearchParams(window.location.search));
    setParams(filtersToParams({ ...current, ...patch, page: 0 }), { replace: true });
  });
  const toPage = (page: number) => {
    setParams(filtersToParams({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };
  const filtered = hasFilters(filters);
  const shown = search.status === 'ready' ? search : search.status === 'loading' ? search.previous : null;
  return (
    <Stack gap="6" pb="16">
      <Stack gap="2">
        <Heading as="h1" size="3xl" letterSpacing="-0.02em">
          Browse jobs
        </Heading>
        <Text color="fg.muted">
          Every open job at every company hiring on Evee. Sign in when you find one to apply to.
        </Text>
      </Stack>
      <JobSearchFilters filters={filters} onChange={change} />
      <Box as="section" aria-labelledby="browse-results" aria-busy={search.status === 'loading'}>
        <Text id="browse-results" fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
          {shown ? resultsCount(shown.total, filtered) : search.status === 'loading' ? 'Looking for open jobs…' : ''}
        </Text>
        {(search.status === 'offline' || search.status === 'error') && <Unavailable search={search} onRetry={retry} />}
        {!shown && search.status === 'loading' && <ListingSkeleton rows={4} />}
        {shown?.jobs.length === 0 && (
          <NoJobs filtered={filtered} onClear={() => setParams(filtersToParams(emptyFilters), { replace: true })} />
        )}
        {shown && shown.jobs.length > 0 && (
          <Stack gap="5">
            <Stack as="ul" gap="3" p="0" m="0" aria-label="Open jobs">
              {shown.jobs.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  companyIdentifier={job.company_identifier}
                  company={{ name: job.company_name, logo_url: job.company_logo_url }}
                />
              ))}
            </Stack>
            <Pager page={filters.page} pages={Math.ceil(shown.total / PAGE_SIZE)} onPage={toPage} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
