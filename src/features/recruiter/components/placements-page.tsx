// Placements (/workspace/recruiter/placements): the recruiter's submissions by stage, from the
// device (readable offline; the company's decisions arrive live), with counts per stage (a hire
// whose placement was voided is not counted as Hired), the fee ledger of the placements (each
// opens in full), and the jobs open to recruiters with their fee terms (online).
import { Badge, Card, Grid, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { BriefcaseIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SubmissionOnDevice } from '@sync/recruiter/records';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useFailureActions, useFailuresById } from '@/hooks/use-failure-actions';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { usePlacements } from '../data/use-placements';
import { useRecruiterJobs, useSubmissions } from '../data/use-submissions';
import { feeTerms } from '../utils/fee-terms';
import {
  pipelineOrder,
  stageLabels,
  stagePalette,
  submissionsByStage,
  voidedApplications,
} from '../utils/submission-labels';
import { FeeLedger } from './fee-ledger';
import { SubmissionItem } from './submission-item';

function JobsOpenToRecruiters() {
  const { jobs, error, offline } = useRecruiterJobs();
  return (
    <Stack gap="3">
      <Text as="h2" fontWeight="semibold" fontSize="lg">
        Jobs open to recruiters
      </Text>
      {offline && !jobs && <Text color="fg.muted">You're offline — these show once you are connected.</Text>}
      {error && <Text color="fg.error">{`The jobs could not be read: ${error}`}</Text>}
      {jobs?.length === 0 && (
        <EmptyList
          icon={BriefcaseIcon}
          title="No jobs open to recruiters"
          description="When a company opens a job to recruiters, it shows here with its fee."
        />
      )}
      {jobs && jobs.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Jobs open to recruiters">
          {jobs.map((job) => (
            <Card.Root as="li" key={job.id} variant="outline" size="sm">
              <Card.Body gap="0.5">
                <Text fontWeight="medium">
                  {job.title} · {job.companies?.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {[job.location, feeTerms(job)].filter(Boolean).join(' · ')}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface PlacementsProps {
  /** What the route offers on a submission that became an application (scheduling an interview). */
  applicationAction?: (item: SubmissionOnDevice) => ReactNode;
}

export function PlacementsScreen({ applicationAction }: PlacementsProps = {}) {
  const submissions = useSubmissions();
  const placements = usePlacements();
  const titleOf = (applicationId: string) => {
    const item = submissions?.find((s) => s.submission.application_id === applicationId);
    return item ? `${item.talentName ?? 'Evee talent'} · ${item.job?.job.title ?? 'a job'}` : null;
  };
  const pending = usePendingRecordIds();
  const failures = useFailuresById();
  const actions = useFailureActions();
  // A hire whose placement was voided is not counted as Hired.
  const voided = voidedApplications(placements ?? []);
  const byStage = submissionsByStage(submissions ?? [], voided);
  return (
    <Stack gap="6" pb="16">
      <PageHeader
        title="Placements"
        description="Everyone you submitted, where they stand, and the jobs you can fill."
      />
      {submissions === undefined ? (
        <ListSkeleton rows={3} height="20" label="Loading submissions" />
      ) : submissions.length === 0 ? (
        <EmptyList
          icon={TrophyIcon}
          title="No submissions yet"
          description="Open a candidate on Evee in Candidates and submit them to a job open to recruiters."
        />
      ) : (
        <>
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
            {(['waiting', 'reviewing', 'interviewed', 'hired'] as const).map((stage) => (
              <Stat.Root key={stage} borderWidth="1px" borderRadius="l3" p="3">
                <Stat.Label>{stageLabels[stage]}</Stat.Label>
                <Stat.ValueText>{byStage.get(stage)!.length}</Stat.ValueText>
              </Stat.Root>
            ))}
          </Grid>
          <Stack gap="4">
            {pipelineOrder
              .filter((stage) => byStage.get(stage)!.length > 0)
              .map((stage) => (
                <Stack key={stage} gap="1">
                  <HStack gap="2">
                    <Badge variant="subtle" colorPalette={stagePalette[stage]}>
                      {stageLabels[stage]}
                    </Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {byStage.get(stage)!.length}
                    </Text>
                  </HStack>
                  <Stack as="ul" gap="0" aria-label={stageLabels[stage]}>
                    {byStage.get(stage)!.map((item) => (
                      <SubmissionItem
                        key={item.submission.id}
                        item={item}
                        pending={pending.has(item.submission.id)}
                        failure={failures.get(item.submission.id)}
                        actions={actions}
                        voided={voided}
                        action={item.submission.application_id ? applicationAction?.(item) : undefined}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
          </Stack>
        </>
      )}
      {placements && <FeeLedger placements={placements} titleOf={titleOf} />}
      <JobsOpenToRecruiters />
    </Stack>
  );
}
