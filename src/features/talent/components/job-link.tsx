// The link that opens a job of the results. Its address carries the current search, which
// changes with every word; reading it from context lets a result card skip redrawing when only
// the words changed, so only these links follow.
import { createContext, useContext, type ComponentProps } from 'react';
import { AppLink } from '@/components/app-link';

const JobHrefContext = createContext<(jobId: string) => string>((jobId) => `?job=${encodeURIComponent(jobId)}`);

export const JobHrefProvider = JobHrefContext.Provider;

type Props = Omit<ComponentProps<typeof AppLink>, 'to'> & { jobId: string };

export function JobLink({ jobId, ...props }: Props) {
  const hrefOf = useContext(JobHrefContext);
  return <AppLink {...props} to={hrefOf(jobId)} />;
}
