// The link that opens a job of the results. Its address carries the current search, which
// changes with every word; reading it from context lets a result card skip redrawing when only
// the words changed, so only these links follow. A plain anchor that navigates in the app:
// the router's Link resolves its path on every render, which showed when twenty of them
// redraw per search.
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const JobHrefContext = createContext<(jobId: string) => string>((jobId) => `?job=${encodeURIComponent(jobId)}`);

export const JobHrefProvider = JobHrefContext.Provider;

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { jobId: string };

const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

export function JobLink({ jobId, onClick, ...props }: Props) {
  const hrefOf = useContext(JobHrefContext);
  const navigate = useNavigate();
  const href = hrefOf(jobId);
  return (
    <a
      {...props}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || opensElsewhere(e)) return;
        e.preventDefault();
        void navigate(href);
      }}
    />
  );
}
