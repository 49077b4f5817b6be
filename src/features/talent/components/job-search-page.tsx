// Job Search (/workspace/talent/jobs): the search and its filters live in the query string; the
// results come online from the search, or offline from the last results kept on the device;
// the open job (?job=) and its full description come from the results, the device or the kept
// results at once, and online only when none of them holds it.
import { Button, Stack } from '@chakra-ui/react';
import { BellPlusIcon } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { lazyComponent } from '@/components/lazy-component';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { useJobRead } from '../data/job-detail-read';
import { useJobMarks } from '../data/use-job-marks';
import { useJobOnDevice } from '../data/use-job-on-device';
import { useKeptSearchJob } from '../data/use-kept-search-job';
import { askJobSearch, draftJobSearch, useJobSearch, type JobSearchState } from '../data/use-job-search';
import { summaryOf } from '../utils/job-summary';
import {
  describeFilters,
  emptyFilters,
  filtersToParams,
  hasFilters,
  parseFilters,
  searchParamsOf,
  type JobFilters,
} from '@/utils/job-filters';
import type { SearchJob } from '../utils/talent-rows';
import { useApplyFlow } from './apply-flow';
import { JobDetailLoading } from './job-detail-loading';
import { JobSearchView } from './job-search-view';
import { importFresh } from '@/utils/module-loads';

// The open job's panel loads with the first job opened: Job Search first shows only results.
const JobDetailPanel = lazyComponent(() =>
  importFresh(() => import('./job-detail-panel')).then((m) => m.JobDetailPanel),
);
// Save Alert's dialog loads when first opened, not with Job Search.
const SaveAlertDialog = lazyComponent(() =>
  importFresh(() => import('./save-alert-dialog')).then((m) => m.SaveAlertDialog),
);

export const PAGE_SIZE = 20;

/** The last settled answer, so a new search keeps the old results on screen until it lands. */
function useSettled(search: JobSearchState): JobSearchState | null {
  const [settled, setSettled] = useState<JobSearchState | null>(null);
  // Adjusting state while rendering (React's documented pattern), not in an effect: no extra paint.
  if (search.status !== 'loading' && search !== settled) setSettled(search);
  return search.status !== 'loading' ? search : settled;
}

export function JobSearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const selectedId = params.get('job');
  const mobile = useIsMobile();
  const search = useJobSearch(searchParamsOf(filters, PAGE_SIZE));
  const settled = useSettled(search);
  const { marksOf, toggleSave, commands } = useJobMarks();
  const apply = useApplyFlow(commands);
  const [alertOpen, setAlertOpen] = useState(false);

  const hrefOf = useCallback(
    (patch: { page?: number; job?: string | null }) => {
      const next = filtersToParams(
        { ...filters, page: patch.page ?? filters.page },
        { job: patch.job === undefined ? selectedId : patch.job },
      );
      return `${paths.talent.jobs}${next.size ? `?${next}` : ''}`;
    },
    [filters, selectedId],
  );
  const change = useStableCallback((patch: Partial<JobFilters>) => {
    // From the address, not from the last render: the router draws a new address as a transition,
    // which a busy page may not have reached yet, and a second change then dropped the first.
    const current = new URLSearchParams(window.location.search);
    const next = { ...parseFilters(current), ...patch, page: 0 };
    // Asked now, so the answer travels while the screen redraws for the new words.
    if (navigator.onLine) void askJobSearch(searchParamsOf(next, PAGE_SIZE)).catch(() => {});
    setParams(filtersToParams(next, { job: mobile ? null : current.get('job') }), { replace: true });
  });
  // The words as typed are asked before the box's pause commits them (one search at a time):
  // when it does, the answer is often on its way already, or here, and the pause costs no time.
  const draft = useStableCallback((patch: Partial<JobFilters>) => {
    if (!navigator.onLine) return;
    const next = { ...parseFilters(new URLSearchParams(window.location.search)), ...patch, page: 0 };
    draftJobSearch(searchParamsOf(next, PAGE_SIZE));
  });

  // Loading at first, the hook may already give the same search's results kept on the device.
  const shown = search.status === 'loading' ? (settled ?? (search.jobs.length ? search : null)) : search;
  const { job: onDevice } = useJobOnDevice(selectedId ?? undefined);
  const kept = useKeptSearchJob(selectedId);
  const fromResults = shown?.jobs.find((j) => j.id === selectedId);
  const device = onDevice ? summaryOf(onDevice.job, onDevice.company) : null;
  // The job as the device (or the answer on screen) holds it, shown at once: the results, the
  // device's row, the last results kept on the device. A server row holds the full text, and
  // so does a search result; only copies and kept results from older versions lack it.
  const held = fromResults ?? (device?.description !== undefined ? device : null) ?? kept ?? device;
  const text = fromResults?.description ?? device?.description ?? kept?.description;
  // Only a job whose full text the device lacks is read online, in the background (given up
  // after a few seconds); the panel never waits on it.
  const read = useJobRead(selectedId, text === undefined && onDevice !== undefined && kept !== undefined);
  const selected: SearchJob | null = held ?? (read ? summaryOf(read.job, read.company) : null);
  const description = text ?? read?.job.description ?? null;

  const detail = selected ? (
    <Suspense fallback={<JobDetailLoading />}>
      <JobDetailPanel
        key={selected.id}
        job={selected}
        description={description}
        marks={marksOf(selected)}
        onApply={() => apply.open(selected)}
        onToggleSave={() => toggleSave(selected)}
        backHref={mobile ? hrefOf({ job: null }) : undefined}
      />
    </Suspense>
  ) : null;

  const saveAlert = async (name: string) => {
    if (!commands) throw new Error('Your workspace is still opening; try again in a moment');
    await commands.saveJobAlert({
      name,
      query: filters.q.trim(),
      location: filters.location.trim() || null,
      workplace: filters.workplace,
      employment_type: filters.employmentType,
      min_salary: filters.minSalary,
    });
    notify('success', { title: 'Alert saved', description: `We will tell you when a job matching “${name}” opens.` });
  };

  return (
    <Stack gap="5" pb="16">
      {!(mobile && detail) && (
        <PageHeader
          title="Job Search"
          description="Open roles from every company on Evee."
          actions={
            <Button variant="outline" size="sm" onClick={() => setAlertOpen(true)}>
              <AppIcon icon={BellPlusIcon} boxSize="4" />
              Save this search as an alert
            </Button>
          }
        />
      )}
      <JobSearchView
        filters={filters}
        filtered={hasFilters(filters)}
        jobs={shown ? shown.jobs : undefined}
        total={shown?.total ?? 0}
        pageSize={PAGE_SIZE}
        status={search.status}
        error={search.error}
        selectedId={selectedId}
        detail={detail}
        mobile={mobile}
        marksOf={marksOf}
        hrefOf={hrefOf}
        onFiltersChange={change}
        onFiltersDraft={draft}
        onClear={() => setParams(filtersToParams(emptyFilters), { replace: true })}
        onToggleSave={toggleSave}
        offlineQuery={search.status === 'offline' ? search.params?.q?.trim() || null : null}
      />
      {apply.dialog}
      {alertOpen && (
        <Suspense fallback={null}>
          <SaveAlertDialog
            open
            suggestedName={describeFilters(filters)}
            summary={hasFilters(filters) ? `“${describeFilters(filters)}”` : 'any search'}
            onSave={saveAlert}
            onClose={() => setAlertOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
