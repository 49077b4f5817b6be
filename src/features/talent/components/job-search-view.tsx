// Job Search as drawn: the filters, then results beside the open job on wide screens; on a phone
// the list, or the open job in its own view. The data arrives through props (job-search-page
// wires the device's hooks), so this file is only about layout and states.
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { ListSkeleton } from '@/components/list-states';
import type { JobFilters } from '@/utils/job-filters';
import type { SearchJob } from '../utils/talent-rows';
import { JobHrefProvider } from './job-link';
import { JobResultCard, type JobMarks } from './job-result-card';
import { jobResultsStyles } from './job-results-styles';
import { JobSearchFilters } from '@/components/job-search-filters';
import { ResultsPager } from './results-pager';
import { NoResults, OfflineResultsBanner, PickAJob, SearchFailed } from './search-states';

export type SearchStatus = 'loading' | 'online' | 'offline' | 'error';

export interface JobSearchViewProps {
  filters: JobFilters;
  filtered: boolean;
  jobs: SearchJob[] | undefined;
  total: number;
  pageSize: number;
  status: SearchStatus;
  error: string | null;
  selectedId: string | null;
  /** The open job's panel, or null when none is open. */
  detail: ReactNode;
  mobile: boolean;
  marksOf: (job: SearchJob) => JobMarks;
  hrefOf: (patch: { page?: number; job?: string | null }) => string;
  onFiltersChange: (next: Partial<JobFilters>) => void;
  /** The words as typed, before they are committed: the search can be asked at once. */
  onFiltersDraft?: (next: Partial<JobFilters>) => void;
  onClear: () => void;
  onToggleSave: (job: SearchJob) => void;
  onRetry?: () => void;
  /** The words of the results shown offline (the last search kept on the device). */
  offlineQuery: string | null;
}

function Results(props: JobSearchViewProps) {
  const { jobs, total, status, error, filtered, filters, pageSize, hrefOf } = props;
  const jobHref = useCallback((jobId: string) => hrefOf({ job: jobId }), [hrefOf]);
  if (status === 'error' && !jobs?.length)
    return <SearchFailed message={error ?? 'Unknown error'} onRetry={props.onRetry} />;
  if (!jobs) return <ListSkeleton rows={5} height="28" label="Loading jobs" />;
  if (jobs.length === 0)
    return <NoResults filtered={filtered} offline={status === 'offline'} onClear={props.onClear} />;
  return (
    <JobHrefProvider value={jobHref}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" aria-live="polite" aria-busy={status === 'loading'}>
          {total.toLocaleString('en-US')} {total === 1 ? 'job' : 'jobs'}
          {status === 'loading' ? ' · updating…' : ''}
        </Text>
        <Stack as="ul" gap="3" aria-label="Job results" css={jobResultsStyles}>
          {jobs.map((job) => (
            <JobResultCard
              key={job.id}
              job={job}
              selected={job.id === props.selectedId}
              {...props.marksOf(job)}
              onToggleSave={props.onToggleSave}
            />
          ))}
        </Stack>
        <ResultsPager
          page={filters.page}
          pageSize={pageSize}
          total={total}
          hrefOf={(page) => props.hrefOf({ page, job: null })}
        />
      </Stack>
    </JobHrefProvider>
  );
}

export function JobSearchView(props: JobSearchViewProps) {
  const { mobile, detail, status } = props;
  const showDetailOnly = mobile && !!detail;
  // Nothing to list: the state takes the whole width, with no empty panel beside it.
  const nothing = props.jobs !== undefined && props.jobs.length === 0 && !detail;
  return (
    <Stack gap="4">
      {!showDetailOnly && (
        <JobSearchFilters filters={props.filters} onChange={props.onFiltersChange} onDraft={props.onFiltersDraft} />
      )}
      {status === 'offline' && <OfflineResultsBanner query={props.offlineQuery} />}
      {status === 'error' && !!props.jobs?.length && (
        <SearchFailed message={props.error ?? ''} onRetry={props.onRetry} />
      )}
      {showDetailOnly ? (
        detail
      ) : nothing ? (
        <Results {...props} />
      ) : (
        <Grid
          templateColumns={{
            base: '1fr',
            md: 'minmax(0, 24rem) minmax(0, 1fr)',
            xl: 'minmax(0, 28rem) minmax(0, 1fr)',
          }}
          gap="5"
          alignItems="start"
        >
          <Results {...props} />
          {!mobile && (
            // Held below the sticky header, and clear of the Chats bar at the bottom right (its
            // 42 px and 16 px offset), so neither covers the job's last lines.
            <Box position="sticky" top="18" maxH="calc(100dvh - 9rem)" overflowY="auto" borderRadius="l3">
              {detail ?? <PickAJob />}
            </Box>
          )}
        </Grid>
      )}
    </Stack>
  );
}
