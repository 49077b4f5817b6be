// One hiring plan in the Hiring Center: its status colour (a stripe and the word), title,
// department, priority, positions, jobs posted, candidates received and deadline; an overdue
// deadline says so in words as well as in red. The whole card links to the plan.
import { Badge, Box, Card, HStack, LinkOverlay, SimpleGrid, Stack, Text, LinkBox } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { HiringPlanRow } from '@sync/collections/workspace-records/rows';
import { paths } from '@/config/paths';
import { formatDay } from '@/utils/format-day';
import { isOverdue } from '../utils/dates';
import { planStatusLabels, planStatusPalettes, priorityLabels, priorityPalettes } from '../utils/hiring-labels';
import { PendingSyncBadge } from '@/components/sync-state';

interface Props {
  plan: HiringPlanRow;
  jobsPosted: number;
  candidatesReceived: number;
  pending: boolean;
  now: Date;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box minW="0" color={note ? 'fg.error' : undefined}>
      <Text fontSize="xs" color={note ? undefined : 'fg.muted'}>
        {label}
        {note && ` · ${note}`}
      </Text>
      <Text fontSize="sm" fontWeight="semibold" truncate>
        {value}
      </Text>
    </Box>
  );
}

export function PlanCard({ plan, jobsPosted, candidatesReceived, pending, now }: Props) {
  const overdue = plan.status !== 'past' && isOverdue(plan.deadline, now);
  const palette = planStatusPalettes[plan.status];
  return (
    <LinkBox as="article" h="full">
      <Card.Root
        h="full"
        variant="outline"
        borderTopWidth="4px"
        borderTopColor={`${palette}.solid`}
        _hover={{ shadow: 'md' }}
        transition="box-shadow 0.15s"
      >
        <Card.Body gap="4" p="5">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="1" minW="0">
              <LinkOverlay asChild>
                <RouterLink to={paths.company.hiringPlan(plan.id)}>
                  <Text fontWeight="semibold" fontSize="md" lineClamp={2}>
                    {plan.title}
                  </Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted" truncate>
                {plan.department || 'No department'}
              </Text>
            </Stack>
            <Badge colorPalette={palette} variant="solid" flexShrink={0}>
              {planStatusLabels[plan.status]}
            </Badge>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={priorityPalettes[plan.priority]} variant="subtle">
              {priorityLabels[plan.priority]} priority
            </Badge>
            {plan.needs_recruiter && (
              <Badge colorPalette="purple" variant="subtle">
                Needs recruiter
              </Badge>
            )}
            {pending && <PendingSyncBadge />}
          </HStack>
          <SimpleGrid columns={2} gap="3">
            <Figure label="Positions" value={String(plan.positions)} />
            <Figure label="Jobs posted" value={String(jobsPosted)} />
            <Figure label="Candidates received" value={String(candidatesReceived)} />
            <Figure
              label="Deadline"
              value={plan.deadline ? formatDay(plan.deadline) : 'None set'}
              note={overdue ? 'Overdue' : undefined}
            />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
