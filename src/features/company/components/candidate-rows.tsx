// The rows of the candidates list. A page is 50 rows, but a screen shows about ten: the first
// rows paint at once and the rest of the page follows in a background render React can
// interrupt (a page of rows costs milliseconds each to render on a slow phone).
import { Box } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import type { PersonNames } from '../data/use-people';
import { CandidateRow } from './candidate-row';
import { candidateRowsStyles } from './candidate-rows-styles';

/** Rows that fill a tall phone or a laptop screen, painted first. */
const FIRST_ROWS = 12;

export interface CandidateListRow {
  application: ApplicationRow;
  name: string;
  jobTitle: string;
}

interface Props {
  rows: CandidateListRow[];
  people: PersonNames;
  pending: Set<string>;
  failures: Map<string, SyncFailureDoc>;
}

export function CandidateRows({ rows, people, pending, failures }: Props) {
  // On mounting, FIRST_ROWS; then, and on Show more, the previous count until the rest is ready.
  const count = useDeferredValue(rows.length, Math.min(rows.length, FIRST_ROWS));
  return (
    <Box as="ul" aria-label="Candidates" css={candidateRowsStyles}>
      {rows.slice(0, count).map((r) => (
        <CandidateRow
          key={r.application.id}
          application={r.application}
          name={r.name}
          email={people.get(r.application.user_id)?.email}
          avatarUrl={people.get(r.application.user_id)?.avatar_url}
          jobTitle={r.jobTitle}
          pending={pending.has(r.application.id)}
          failure={failures.get(r.application.id)}
        />
      ))}
    </Box>
  );
}
