// A company's open jobs: title (a link to the job's page), location, workplace, employment
// type, salary range and age; or 'No open jobs right now'. /jobs draws its results as these
// cards too, with the company beside each.
import {
  Badge,
  Box,
  Card,
  EmptyState,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
  VStack,
  Wrap,
} from '@chakra-ui/react';
import { BriefcaseIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { employmentTypeLabel, salaryRange, workplaceLabel } from '@/utils/job-labels';
import { postedAge } from '@/utils/posted-age';
import type { PublicJob } from '../data/public-listings';
import { publicJobPath } from '../utils/job-path';

type CardJob = Pick<
  PublicJob,
  | 'id'
  | 'slug'
  | 'title'
  | 'location'
  | 'workplace'
  | 'employment_type'
  | 'published_at'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
>;

/** One open job as a card that opens its public page; with `company`, who is hiring shows too. */
export function JobCard({
  job,
  companyIdentifier,
  company,
}: {
  job: CardJob;
  companyIdentifier: string;
  company?: { name: string; logo_url: string | null };
}) {
  const salary = salaryRange(job);
  const age = postedAge(job.published_at);
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root variant="outline" bg="bg" _hover={{ borderColor: 'brand.emphasized' }} transition="border-color 0.15s">
        <Card.Body gap="2" py="4">
          <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
            <HStack gap="3" minW="0" align="start">
              {company && <Avatar name={company.name} src={company.logo_url} size="md" shape="rounded" />}
              <Stack gap="0.5" minW="0">
                <Heading as="h3" size="md" minW="0" overflowWrap="anywhere">
                  <LinkOverlay asChild>
                    <RouterLink to={publicJobPath(companyIdentifier, job)}>{job.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                {company && (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {company.name}
                  </Text>
                )}
              </Stack>
            </HStack>
            {age && (
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                {age}
              </Text>
            )}
          </HStack>
          <Wrap gap="2" align="center">
            {job.location && (
              <Text fontSize="sm" color="fg.muted">
                {job.location}
              </Text>
            )}
            <Badge variant="subtle">{workplaceLabel(job.workplace)}</Badge>
            <Badge variant="subtle">{employmentTypeLabel(job.employment_type)}</Badge>
            {salary && (
              <Text fontSize="sm" fontWeight="medium">
                {salary}
              </Text>
            )}
          </Wrap>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

export function OpenJobList({ jobs, companyIdentifier }: { jobs: PublicJob[]; companyIdentifier: string }) {
  return (
    <Box as="section" aria-labelledby="open-jobs-heading">
      <Heading as="h2" id="open-jobs-heading" size="lg" mb="3">
        Open jobs{jobs.length ? ` (${jobs.length})` : ''}
      </Heading>
      {jobs.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg" py="10">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <AppIcon icon={BriefcaseIcon} boxSize="8" />
            </EmptyState.Indicator>
            <VStack textAlign="center" gap="1">
              <EmptyState.Title>No open jobs right now</EmptyState.Title>
              <EmptyState.Description>
                Check back later: new roles appear here as soon as they open.
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="3" p="0" m="0">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} companyIdentifier={companyIdentifier} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
