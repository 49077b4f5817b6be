// One open job: who is hiring, where, how, for how much, since when, the skills and experience
// it asks for, what it is, and Apply.
// Signed out, Apply goes to /auth and returns here after signing in; signed in, it opens the job
// in Job Search, where the talent applies.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { ArrowLeftIcon } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { employmentTypeLabel, experienceAsked, salaryRange, workplaceLabel } from '@/utils/job-labels';
import { postedAge } from '@/utils/posted-age';
import type { PublicCompany, PublicJob } from '../data/public-listings';
import { publicJobPath } from '../utils/job-path';

function ApplyButton({ job, company, signedIn }: { job: PublicJob; company: PublicCompany; signedIn: boolean }) {
  const navigate = useNavigate();
  if (!signedIn) {
    return (
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={paths.signInToApply(publicJobPath(company.identifier, job), job.title)}>Apply</RouterLink>
      </Button>
    );
  }
  const apply = () => void navigate(`${paths.talent.jobs}?job=${encodeURIComponent(job.id)}`);
  return (
    <Button colorPalette="brand" size="lg" onClick={apply}>
      Apply
    </Button>
  );
}

function SkillList({ label, skills, palette }: { label: string; skills: string[]; palette: string }) {
  if (!skills.length) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {label}
      </Heading>
      <Wrap as="ul" gap="2" aria-label={label} listStyleType="none">
        {skills.map((skill) => (
          <Badge as="li" key={skill} size="lg" variant="subtle" colorPalette={palette}>
            {skill}
          </Badge>
        ))}
      </Wrap>
    </Stack>
  );
}

// Rows read before jobs named their skills lack the columns, so each is taken as empty.
function JobAsks({ job }: { job: PublicJob }) {
  const required = job.required_skills ?? [];
  const nice = job.nice_to_have_skills ?? [];
  const experience = experienceAsked(job.min_experience_years);
  if (!required.length && !nice.length && !experience) return null;
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Skills and experience
        </Heading>
        <SkillList label="Required skills" skills={required} palette="brand" />
        <SkillList label="Nice-to-have skills" skills={nice} palette="gray" />
        {experience && (
          <Stack gap="1">
            <Heading as="h3" size="sm">
              Experience
            </Heading>
            <Text>{experience}</Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function JobDetail({ job, company, signedIn }: { job: PublicJob; company: PublicCompany; signedIn: boolean }) {
  const salary = salaryRange(job);
  const age = postedAge(job.published_at);
  return (
    <Stack gap="5">
      <Link asChild color="fg.muted" fontSize="sm" alignSelf="start">
        <RouterLink to={paths.publicCompany(company.identifier)}>
          <AppIcon icon={ArrowLeftIcon} boxSize="4" />
          All jobs at {company.name}
        </RouterLink>
      </Link>
      <Card.Root variant="outline" bg="bg">
        <Card.Body gap="4">
          <HStack gap="3">
            <Avatar name={company.name} src={company.logo_url} size="md" shape="rounded" label={company.name} />
            <Text fontWeight="medium">{company.name}</Text>
          </HStack>
          <Flex
            justify="space-between"
            align={{ base: 'stretch', sm: 'start' }}
            gap="4"
            direction={{ base: 'column', sm: 'row' }}
          >
            <Stack gap="2" minW="0">
              <Heading as="h1" size="2xl" letterSpacing="-0.01em" overflowWrap="anywhere">
                {job.title}
              </Heading>
              <Wrap gap="2" align="center">
                {job.location && <Text color="fg.muted">{job.location}</Text>}
                <Badge variant="subtle">{workplaceLabel(job.workplace)}</Badge>
                <Badge variant="subtle">{employmentTypeLabel(job.employment_type)}</Badge>
              </Wrap>
              {salary && <Text fontWeight="semibold">{salary}</Text>}
              {age && (
                <Text fontSize="sm" color="fg.muted">
                  {age}
                </Text>
              )}
            </Stack>
            <ApplyButton job={job} company={company} signedIn={signedIn} />
          </Flex>
        </Card.Body>
      </Card.Root>
      <JobAsks job={job} />
      <Card.Root variant="outline" bg="bg">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            About the job
          </Heading>
          <Box whiteSpace="pre-line" lineHeight="tall" overflowWrap="anywhere">
            {job.description.trim() || (
              <Text as="span" color="fg.muted">
                The company has not written a description yet.
              </Text>
            )}
          </Box>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
