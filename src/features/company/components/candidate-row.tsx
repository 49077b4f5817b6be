// One candidate in the candidates list: name and avatar (a link to the profile), the job,
// applied date, status with the control that moves it, and match score. A row on wide screens,
// a stacked card at phone width. Plain elements styled once by the list (candidate-rows-styles):
// a page of Chakra-styled rows took most of the list's first render.
import { memo, type ReactNode } from 'react';
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import { AppLink } from '@/components/app-link';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { formatDay } from '@/utils/format-day';
import { isRecruiterSubmitted } from '../utils/recruiter-submitted';
import { ApplicationStatusControl } from './application-status-control';
import { scorePalette } from '../utils/match-filter';

export const CANDIDATE_COLUMNS = { base: '1fr', md: 'minmax(0,2fr) minmax(0,1.6fr) 7rem 15rem 5rem' };

interface Props {
  application: ApplicationRow;
  name: string;
  email: string | null | undefined;
  avatarUrl: string | null | undefined;
  jobTitle: string;
  pending: boolean;
  failure: SyncFailureDoc | undefined;
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="candidate-cell">
      <span className="candidate-cell-label">{label}</span>
      {children}
    </div>
  );
}

function CandidateRowView({ application, name, email, avatarUrl, jobTitle, pending, failure }: Props) {
  return (
    <li>
      <div className="candidate-person">
        <Avatar name={name} email={email} src={avatarUrl} size="sm" />
        <div className="candidate-names">
          <AppLink className="candidate-name" to={paths.company.candidateProfile(application.id)}>
            {name}
          </AppLink>
          {isRecruiterSubmitted(application) && <span className="candidate-via">Submitted by a recruiter</span>}
        </div>
      </div>
      <Cell label="Job">
        <span className="candidate-text">{jobTitle}</span>
      </Cell>
      <Cell label="Applied">
        <span className="candidate-muted">{formatDay(application.created_at)}</span>
      </Cell>
      <Cell label="Status">
        <ApplicationStatusControl application={application} pending={pending} failure={failure} candidateName={name} />
      </Cell>
      <Cell label="Match">
        {application.match_score === null ? (
          <span className="candidate-muted">Not scored</span>
        ) : (
          <span className="candidate-score" data-palette={scorePalette(application.match_score)}>
            {application.match_score}%
          </span>
        )}
      </Cell>
    </li>
  );
}

// Each emission of the applications brings fresh row objects; a row re-renders only when
// something it shows changed, so a sync in the background does not redraw the whole list.
const same = (a: Props, b: Props) =>
  a.application.id === b.application.id &&
  a.application.status === b.application.status &&
  a.application.created_at === b.application.created_at &&
  a.application.match_score === b.application.match_score &&
  a.application.submitted_by === b.application.submitted_by &&
  a.name === b.name &&
  a.email === b.email &&
  a.avatarUrl === b.avatarUrl &&
  a.jobTitle === b.jobTitle &&
  a.pending === b.pending &&
  a.failure === b.failure;

export const CandidateRow = memo(CandidateRowView, same);
