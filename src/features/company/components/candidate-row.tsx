// One candidate in the candidates list: name and avatar (a link to the profile), the job,
// applied date, status with the control that moves it, and match score. A row on wide screens,
// a stacked card at phone width.
import { Badge, Box, Grid, HStack, Link, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { formatDay } from '@/utils/format-day';
import { ApplicationStatusControl } from './application-status-control';

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
    <Box minW="0" display={{ base: 'flex', md: 'block' }} gap="2" alignItems="center">
      <Text as="span" fontSize="xs" color="fg.muted" display={{ base: 'inline', md: 'none' }} minW="5.5rem">
        {label}
      </Text>
      {children}
    </Box>
  );
}

function scorePalette(score: number) {
  return score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'gray';
}

function CandidateRowView({ application, name, email, avatarUrl, jobTitle, pending, failure }: Props) {
  return (
    <Grid
      as="li"
      templateColumns={CANDIDATE_COLUMNS}
      gap={{ base: '2', md: '4' }}
      alignItems="center"
      px="4"
      py="3"
      // Rows out of view skip layout and paint until scrolled to.
      contentVisibility="auto"
      containIntrinsicSize="auto 4.5rem"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
    >
      <HStack gap="3" minW="0">
        <Avatar name={name} email={email} src={avatarUrl} size="sm" />
        <Link asChild fontWeight="medium" minW="0">
          <RouterLink to={paths.company.candidateProfile(application.id)}>
            <Text as="span" truncate>
              {name}
            </Text>
          </RouterLink>
        </Link>
      </HStack>
      <Cell label="Job">
        <Text fontSize="sm" truncate>
          {jobTitle}
        </Text>
      </Cell>
      <Cell label="Applied">
        <Text fontSize="sm" color="fg.muted">
          {formatDay(application.created_at)}
        </Text>
      </Cell>
      <Cell label="Status">
        <ApplicationStatusControl application={application} pending={pending} failure={failure} candidateName={name} />
      </Cell>
      <Cell label="Match">
        {application.match_score === null ? (
          <Text fontSize="sm" color="fg.muted">
            Not scored
          </Text>
        ) : (
          <Badge colorPalette={scorePalette(application.match_score)} variant="subtle">
            {application.match_score}%
          </Badge>
        )}
      </Cell>
    </Grid>
  );
}

// Each emission of the applications brings fresh row objects; a row re-renders only when
// something it shows changed, so a sync in the background does not redraw the whole list.
const same = (a: Props, b: Props) =>
  a.application.id === b.application.id &&
  a.application.status === b.application.status &&
  a.application.created_at === b.application.created_at &&
  a.application.match_score === b.application.match_score &&
  a.name === b.name &&
  a.email === b.email &&
  a.avatarUrl === b.avatarUrl &&
  a.jobTitle === b.jobTitle &&
  a.pending === b.pending &&
  a.failure === b.failure;

export const CandidateRow = memo(CandidateRowView, same);
