// One of my applications: the job (a link that opens it in Job Search) and company, its status in
// colour and words, its steps (resume, the AI interview when there is one, screening, each marked
// done, waited on or not yet), when it was sent and last changed, and Withdraw (never for a hire). An unsent
// change shows 'Pending sync'; a refused one the server's words.
import { Badge, Box, Button, Card, Flex, HStack, Text } from '@chakra-ui/react';
import { CircleCheckIcon, CircleDashedIcon, Clock3Icon } from 'lucide-react';
import { memo } from 'react';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { applicationStatusLabels, applicationStatusPalettes } from '@/utils/application-status';
import { formatDay } from '@/utils/format-day';
import { progressSteps, type StepState } from '../utils/application-progress';
import type { OwnApplication } from '../utils/talent-rows';
import { JobCardHeading } from './job-card-heading';

interface Props {
  item: OwnApplication;
  jobHref: string | null;
  pending: boolean;
  refusal: string | null;
  onWithdraw: (item: OwnApplication) => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

// Each state has its own mark and weight, so a finished step never reads like one not begun.
const STEP_MARKS: Record<StepState, { icon: AppIconGlyph; color: string; weight: string; text: string }> = {
  done: { icon: CircleCheckIcon, color: 'fg.success', weight: 'semibold', text: 'fg' },
  waiting: { icon: Clock3Icon, color: 'fg.warning', weight: 'medium', text: 'fg' },
  'not-yet': { icon: CircleDashedIcon, color: 'fg.subtle', weight: 'normal', text: 'fg.muted' },
};

function Steps({ item }: { item: OwnApplication }) {
  return (
    <HStack as="ul" aria-label="Progress" gap={{ base: '3', sm: '5' }} wrap="wrap" listStyleType="none" fontSize="sm">
      {progressSteps(item.application).map((step) => {
        const mark = STEP_MARKS[step.status];
        return (
          <HStack as="li" key={step.label} gap="1.5" data-step-state={step.status}>
            <AppIcon icon={mark.icon} boxSize="4" color={mark.color} />
            <Text color="fg.muted">{step.label}:</Text>
            <Text fontWeight={mark.weight} color={mark.text}>
              {step.state}
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}

function ApplicationCardView({ item, jobHref, pending, refusal, onWithdraw, onRetry, onDiscard }: Props) {
  const { application, job, company } = item;
  const title = job?.title ?? 'A job no longer listed';
  const companyName = company?.name ?? 'Company';
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" listStyleType="none">
      <Card.Body p="4" gap="3">
        <JobCardHeading title={title} companyName={companyName} logoUrl={company?.logo_url} href={jobHref}>
          <Badge colorPalette={applicationStatusPalettes[application.status]} variant="subtle" size="md" flexShrink={0}>
            {applicationStatusLabels[application.status]}
          </Badge>
        </JobCardHeading>
        <Steps item={item} />
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>Applied {formatDay(application.created_at)}</Text>
            <Text>Updated {formatDay(application.updated_at)}</Text>
            {pending && <PendingSyncBadge />}
          </HStack>
          {application.status !== 'hired' && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onWithdraw(item)}>
              Withdraw
            </Button>
          )}
        </Flex>
        {refusal && (
          <Box>
            <RefusedWrite
              message={refusal}
              onRetry={() => onRetry(application.id)}
              onDiscard={() => onDiscard(application.id)}
            />
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export const ApplicationCard = memo(ApplicationCardView);
