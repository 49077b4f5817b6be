// A hiring plan's facts at the top of its page: goal, status, department, priority, budget,
// positions, jobs posted and deadline.
import { Badge, Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { HiringPlanRow } from '@sync/collections/workspace-records/rows';
import { formatDay } from '@/utils/format-day';
import { isOverdue } from '../utils/dates';
import { formatMoney } from '../utils/money';
import { planStatusLabels, planStatusPalettes, priorityLabels, priorityPalettes } from '../utils/hiring-labels';

function Fact({ label, tone, children }: { label: string; tone?: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel" minW="0" color={tone}>
      <Text fontSize="xs" color={tone ?? 'fg.muted'}>
        {label}
      </Text>
      <Box fontWeight="semibold" fontSize="sm" mt="1">
        {children}
      </Box>
    </Box>
  );
}

export function PlanSummary({ plan, jobsPosted, now }: { plan: HiringPlanRow; jobsPosted: number; now: Date }) {
  const overdue = plan.status !== 'past' && isOverdue(plan.deadline, now);
  return (
    <Box as="section" aria-labelledby="plan-goal">
      <Heading as="h2" id="plan-goal" size="sm" color="fg.muted" mb="1">
        Goal
      </Heading>
      <Text mb="4" whiteSpace="pre-wrap">
        {plan.goal || 'No goal written yet. Edit the plan to add one.'}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact label="Status">
          <Badge colorPalette={planStatusPalettes[plan.status]} variant="solid">
            {planStatusLabels[plan.status]}
          </Badge>
        </Fact>
        <Fact label="Department">{plan.department || 'None'}</Fact>
        <Fact label="Priority">
          <Badge colorPalette={priorityPalettes[plan.priority]} variant="subtle">
            {priorityLabels[plan.priority]}
          </Badge>
        </Fact>
        <Fact label="Budget">{formatMoney(plan.budget, plan.budget_currency)}</Fact>
        <Fact label="Positions">{plan.positions}</Fact>
        <Fact label="Jobs posted">{jobsPosted}</Fact>
        <Fact label={overdue ? 'Deadline · Overdue' : 'Deadline'} tone={overdue ? 'fg.error' : undefined}>
          {plan.deadline ? formatDay(plan.deadline) : 'None set'}
        </Fact>
        <Fact label="Recruiter">{plan.needs_recruiter ? 'Needed' : 'Not needed'}</Fact>
      </SimpleGrid>
    </Box>
  );
}
