// One search result: company logo and name, title (a link that opens the job beside the list,
// or in its own view on a phone), where, how and how much, its age, whether it is saved, and
// 'Applied' once applied. Plain elements styled by the list (job-results-styles): drawing a
// page of results through styled components (Chakra's card, badges and icon button) cost
// ~5 ms a card, most of the time between a search's answer and its results on screen.
import { BookmarkCheckIcon, BookmarkIcon } from 'lucide-react';
import { memo } from 'react';
import { Avatar } from '@/components/avatar';
import { PendingSyncBadge } from '@/components/sync-state';
import { employmentTypeLabel, salaryRange, workplaceLabel } from '@/utils/job-labels';
import type { SearchJob } from '../utils/talent-rows';
import { jobAge } from './job-facts';
import { JobLink } from './job-link';

export interface JobMarks {
  saved: boolean;
  applied: boolean;
  /** A save or an application not yet on the server. */
  pending: boolean;
}

// Marks come as separate flags, not one object, so an unchanged card is skipped when redrawing.
interface Props extends JobMarks {
  job: SearchJob;
  selected: boolean;
  onToggleSave: (job: SearchJob) => void;
}

function JobResultCardView({ job, selected, saved, applied, pending, onToggleSave }: Props) {
  const salary = salaryRange(job);
  const age = jobAge(job.published_at);
  return (
    <li data-selected={selected || undefined}>
      <div className="job-card-head">
        <Avatar name={job.company_name} src={job.company_logo_url} size="md" shape="rounded" />
        <div className="job-card-names">
          <h3>
            <JobLink jobId={job.id} aria-current={selected ? 'true' : undefined}>
              {job.title}
            </JobLink>
          </h3>
          <p className="job-card-muted job-card-truncate">{job.company_name}</p>
        </div>
        {/* Above the link's overlay, so it toggles instead of opening the job. */}
        <div className="job-card-save">
          <button
            type="button"
            className="job-card-save-button"
            aria-pressed={saved}
            aria-label={saved ? `Saved: ${job.title}` : `Save ${job.title}`}
            onClick={() => onToggleSave(job)}
          >
            {saved ? <BookmarkCheckIcon aria-hidden /> : <BookmarkIcon aria-hidden />}
          </button>
        </div>
      </div>
      <div className="job-card-facts">
        {job.location && <span className="job-card-muted">{job.location}</span>}
        <span className="job-card-badge">{workplaceLabel(job.workplace)}</span>
        <span className="job-card-badge">{employmentTypeLabel(job.employment_type)}</span>
        {salary && <span className="job-card-salary">{salary}</span>}
        {age && (
          <span className="job-card-muted" title={job.published_at ?? undefined}>
            {age}
          </span>
        )}
      </div>
      {(applied || pending) && (
        <div className="job-card-facts">
          {applied && <span className="job-card-badge job-card-applied">Applied</span>}
          {pending && <PendingSyncBadge />}
        </div>
      )}
    </li>
  );
}

export const JobResultCard = memo(JobResultCardView);
