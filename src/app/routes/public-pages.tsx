// Every open job (/jobs), public company job listings and job detail (product-spec §2), for
// signed-out visitors. This chunk stays light: no local database and no workspace shell, only
// supabase-js on demand. A company's page and a job's load their code when opened: they read
// through the query client that keeps answers on the device, which /jobs does not need.
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { lazyComponent } from '@/components/lazy-component';
import { useSession } from '@/features/auth/data/use-auth';
import { BrowseJobsView } from '@/features/public/components/browse-jobs';
import { ListingSkeleton } from '@/features/public/components/listing-states';
import { PublicFrame } from '@/features/public/components/public-frame';
import { importFresh } from '@/utils/module-loads';

const CompanyJobsView = lazyComponent(() =>
  importFresh(() => import('@/features/public/components/public-pages')).then((m) => m.CompanyJobsView),
);
const JobView = lazyComponent(() =>
  importFresh(() => import('@/features/public/components/public-pages')).then((m) => m.JobView),
);

export function PublicCompanyJobsPage() {
  const { companyIdentifier } = useParams();
  const signedIn = Boolean(useSession());
  return (
    <PublicFrame signedIn={signedIn}>
      <Suspense fallback={<ListingSkeleton />}>
        <CompanyJobsView identifier={companyIdentifier} />
      </Suspense>
    </PublicFrame>
  );
}

export function PublicJobPage() {
  const { companyIdentifier, jobIdentifier } = useParams();
  const signedIn = Boolean(useSession());
  return (
    <PublicFrame signedIn={signedIn}>
      <Suspense fallback={<ListingSkeleton />}>
        <JobView identifier={companyIdentifier} slug={jobIdentifier} signedIn={signedIn} />
      </Suspense>
    </PublicFrame>
  );
}

export function PublicJobsPage() {
  const signedIn = Boolean(useSession());
  return (
    <PublicFrame signedIn={signedIn}>
      <BrowseJobsView />
    </PublicFrame>
  );
}
