// A job's where, how and how much in one wrapping line: location, workplace, employment type,
// the salary range in its currency and period, and its age ('3d ago').
import { Badge, Text, Wrap } from '@chakra-ui/react';
import { employmentTypeLabel, salaryRange, workplaceLabel } from '@/utils/job-labels';
import { relativeAge } from '@/utils/relative-age';
import type { SearchJob } from '../utils/talent-rows';

type Facts = Pick<
  SearchJob,
  | 'location'
  | 'workplace'
  | 'employment_type'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'published_at'
>;

export function jobAge(publishedAt: string | null): string | null {
  return publishedAt ? `${relativeAge(publishedAt)} ago` : null;
}

export function JobFacts({ job, withAge = true }: { job: Facts; withAge?: boolean }) {
  const salary = salaryRange(job);
  const age = withAge ? jobAge(job.published_at) : null;
  return (
    <Wrap gap="2" align="center" fontSize="sm">
      {job.location && <Text color="fg.muted">{job.location}</Text>}
      <Badge variant="subtle" size="sm">
        {workplaceLabel(job.workplace)}
      </Badge>
      <Badge variant="subtle" size="sm">
        {employmentTypeLabel(job.employment_type)}
      </Badge>
      {salary && <Text fontWeight="medium">{salary}</Text>}
      {age && (
        <Text color="fg.muted" title={job.published_at ?? undefined}>
          {age}
        </Text>
      )}
    </Wrap>
  );
}
