// A hiring plan's job listings, each opening onto the candidates who applied to it: their name
// and avatar, applied date and status, which the team changes right there.
import { Badge, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ChevronDownIcon, ChevronRightIcon, ClipboardListIcon } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import type { ApplicationRow, JobRow } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import type { PersonNames } from '../data/use-people';
import { formatDay } from '@/utils/format-day';
import { jobStatusLabels } from '../utils/hiring-labels';
import { personName } from '../utils/person-name';
import { ApplicationStatusControl } from './application-status-control';
import { EmptyList } from '@/components/list-states';

interface Props {
  jobs: JobRow[];
  applicationsByJob: Map<string, ApplicationRow[]>;
  people: PersonNames;
  pending: Set<string>;
  failures: Map<string, SyncFailureDoc>;
}

interface LineProps {
  application: ApplicationRow;
  people: PersonNames;
  pending: boolean;
  failure: SyncFailureDoc | undefined;
}

function CandidateLine({ application, people, pending, failure }: LineProps) {
  const person = people.get(application.user_id);
  const name = personName(person);
  return (
    <HStack as="li" justify="space-between" wrap="wrap" gap="3" py="2" borderTopWidth="1px">
      <HStack gap="3" minW="0">
        <Avatar name={name} email={person?.email} src={person?.avatar_url} size="sm" />
        <Box minW="0">
          <Link asChild fontWeight="medium" fontSize="sm">
            <RouterLink to={paths.company.candidateProfile(application.id)}>{name}</RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            Applied {formatDay(application.created_at)}
          </Text>
        </Box>
      </HStack>
      <ApplicationStatusControl application={application} pending={pending} failure={failure} candidateName={name} />
    </HStack>
  );
}

type ListingProps = Omit<Props, 'jobs' | 'applicationsByJob'> & { job: JobRow; applications: ApplicationRow[] };

function JobListing({ job, applications, people, pending, failures }: ListingProps) {
  const [open, setOpen] = useState(false);
  const panelId = `job-${job.id}-candidates`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <Button
        variant="ghost"
        w="full"
        h="auto"
        py="3"
        px="4"
        justifyContent="space-between"
        flexWrap="wrap"
        whiteSpace="normal"
        rowGap="2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <HStack gap="3" minW="0">
          <AppIcon icon={open ? ChevronDownIcon : ChevronRightIcon} boxSize="4" />
          <Box textAlign="start" minW="0">
            <Text fontWeight="semibold">{job.title}</Text>
            <Text fontSize="xs" color="fg.muted" fontWeight="normal">
              {[job.location, job.published_at ? `Posted ${formatDay(job.published_at)}` : 'Not published']
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Box>
        </HStack>
        <HStack gap="2" flexShrink={0} ms={{ base: '7', sm: '0' }}>
          <Badge variant="outline">{jobStatusLabels[job.status]}</Badge>
          <Badge colorPalette="brand" variant="subtle">
            {applications.length} {applications.length === 1 ? 'candidate' : 'candidates'}
          </Badge>
        </HStack>
      </Button>
      {open && (
        <Box id={panelId} px="4" pb="3">
          {applications.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" py="2" borderTopWidth="1px">
              No candidates have applied to this job yet.
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" aria-label={`Candidates for ${job.title}`}>
              {applications.map((a) => (
                <CandidateLine
                  key={a.id}
                  application={a}
                  people={people}
                  pending={pending.has(a.id)}
                  failure={failures.get(a.id)}
                />
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}

export function PlanJobList({ jobs, applicationsByJob, people, pending, failures }: Props) {
  return (
    <Box as="section" aria-labelledby="plan-jobs">
      <Heading as="h2" id="plan-jobs" size="lg" mb="3">
        Job listings
      </Heading>
      {jobs.length === 0 ? (
        <EmptyList
          icon={ClipboardListIcon}
          title="No jobs in this plan yet"
          description="Jobs you post for this plan from the Job Board show here with the candidates they bring."
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {jobs.map((job) => (
            <JobListing
              key={job.id}
              job={job}
              applications={applicationsByJob.get(job.id) ?? []}
              people={people}
              pending={pending}
              failures={failures}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
