// One of my applications: the job and company, its status in colour and words, the three steps
// (resume, AI interview, screening), when it was sent and last changed, and Withdraw (never for
// a hire). An unsent change shows 'Pending sync'; a refused one the server's words.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CircleCheckIcon, CircleDashedIcon } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { applicationStatusLabels, applicationStatusPalettes } from '@/utils/application-status';
import { formatDay } from '@/utils/format-day';
import { progressSteps } from '../utils/application-progress';
import type { OwnApplication } from '../utils/talent-rows';

interface Props {
  item: OwnApplication;
  jobHref: string | null;
  pending: boolean;
  refusal: string | null;
  onWithdraw: (item: OwnApplication) => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

function Steps({ item }: { item: OwnApplication }) {
  return (
    <HStack as="ul" aria-label="Progress" gap={{ base: '3', sm: '5' }} wrap="wrap" listStyleType="none" fontSize="sm">
      {progressSteps(item.application).map((step) => (
        <HStack as="li" key={step.label} gap="1.5">
          <AppIcon
            icon={step.done ? CircleCheckIcon : CircleDashedIcon}
            boxSize="4"
            color={step.done ? 'fg.success' : 'fg.subtle'}
          />
          <Text color="fg.muted">{step.label}:</Text>
          <Text fontWeight="medium">{step.state}</Text>
        </HStack>
      ))}
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
        <Flex gap="3" align="start">
          <Avatar name={companyName} src={company?.logo_url} size="md" shape="rounded" />
          <Stack gap="0.5" minW="0" flex="1">
            <Heading as="h3" size="sm" overflowWrap="anywhere">
              {jobHref ? (
                <Link asChild>
                  <RouterLink to={jobHref}>{title}</RouterLink>
                </Link>
              ) : (
                title
              )}
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate>
              {companyName}
            </Text>
          </Stack>
          <Badge colorPalette={applicationStatusPalettes[application.status]} variant="subtle" size="md" flexShrink={0}>
            {applicationStatusLabels[application.status]}
          </Badge>
        </Flex>
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
