// Every open job (/jobs), public company job listings and job detail (product-spec §2), for
// signed-out visitors. This chunk stays light: no local database and no workspace shell, only
// supabase-js on demand.
import { useParams } from 'react-router-dom';
import { useSession } from '@/features/auth/data/use-auth';
import { BrowseJobsView } from '@/features/public/components/browse-jobs';
import { PublicFrame } from '@/features/public/components/public-frame';
import { CompanyJobsView, JobView } from '@/features/public/components/public-pages';

export function PublicCompanyJobsPage() {
  const { companyIdentifier } = useParams();
  const signedIn = Boolean(useSession());
  return (
    <PublicFrame signedIn={signedIn}>
      <CompanyJobsView identifier={companyIdentifier} />
    </PublicFrame>
  );
}

export function PublicJobPage() {
  const { companyIdentifier, jobIdentifier } = useParams();
  const signedIn = Boolean(useSession());
  return (
    <PublicFrame signedIn={signedIn}>
      <JobView identifier={companyIdentifier} slug={jobIdentifier} signedIn={signedIn} />
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
