// The public pages: a company's open jobs (/company/{identifier}), one job
// (/company/{identifier}/{slug}), and the company profile inside the shell
// (/company-profile/{identifier}), each with its title, description and every state.
import { Stack } from '@chakra-ui/react';
import { AnswerAge } from '@/components/answer-age';
import { paths } from '@/config/paths';
import { usePublicCompanyJobs, usePublicJob, type ListingState } from '../data/use-public-listing';
import { useDocumentMeta } from '../utils/use-document-meta';
import { CompanyHeader } from './company-header';
import { JobDetail } from './job-detail';
import { ErrorState, ListingSkeleton, NotFoundState, OfflineState } from './listing-states';
import { OpenJobList } from './open-job-list';

function NotReady({
  state,
  retry,
  companyPath,
}: {
  state: ListingState<unknown>;
  retry: () => void;
  companyPath?: string;
}) {
  switch (state.status) {
    case 'offline':
      return <OfflineState onRetry={retry} />;
    case 'error':
      return <ErrorState message={state.message} onRetry={retry} />;
    case 'not-found':
      return <NotFoundState what={state.what} companyPath={companyPath} />;
    default:
      return <ListingSkeleton />;
  }
}

const clip = (text: string, max = 155) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The company header and its open jobs (the public page's content, and /company-profile's in the shell). */
export function CompanyJobsView({ identifier }: { identifier: string | undefined }) {
  const { state, retry, updatedAt, offline } = usePublicCompanyJobs(identifier);
  const company = state.status === 'ready' ? state.company : null;
  useDocumentMeta(
    company ? `Jobs at ${company.name} · Evee` : state.status === 'not-found' ? 'Company not found · Evee' : 'Evee',
    company
      ? clip(company.description?.trim() || `Open jobs at ${company.name} on Evee.`)
      : 'Open jobs at companies hiring on Evee.',
  );
  if (state.status !== 'ready') return <NotReady state={state} retry={retry} />;
  return (
    <Stack gap="6" pb="16">
      <CompanyHeader company={state.company} />
      <AnswerAge updatedAt={updatedAt} offline={offline} />
      <OpenJobList jobs={state.jobs} companyIdentifier={state.company.identifier} />
    </Stack>
  );
}

export function JobView({
  identifier,
  slug,
  signedIn,
}: {
  identifier: string | undefined;
  slug: string | undefined;
  signedIn: boolean;
}) {
  const { state, retry, updatedAt, offline } = usePublicJob(identifier, slug);
  const ready = state.status === 'ready' ? state : null;
  useDocumentMeta(
    ready
      ? `${ready.job.title} at ${ready.company.name} · Evee`
      : state.status === 'not-found'
        ? 'Job not found · Evee'
        : 'Evee',
    ready
      ? clip(
          ready.job.description.trim().replace(/\s+/g, ' ') || `${ready.job.title} at ${ready.company.name}, on Evee.`,
        )
      : 'A job on Evee.',
  );
  if (!ready) {
    return (
      <NotReady state={state} retry={retry} companyPath={identifier ? paths.publicCompany(identifier) : undefined} />
    );
  }
  return (
    <Stack gap="3">
      <JobDetail job={ready.job} company={ready.company} signedIn={signedIn} />
      <AnswerAge updatedAt={updatedAt} offline={offline} />
    </Stack>
  );
}
