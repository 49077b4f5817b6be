// 'Job alerts': the searches I asked to hear about (a notification when a matching job opens),
// each runnable again, and deletable.
import { Box, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { BellRingIcon, Trash2Icon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { ListSkeleton } from '@/components/list-states';
import { PendingSyncBadge } from '@/components/sync-state';
import { paths } from '@/config/paths';
import { alertSearchHref, alertSummary } from '../utils/alert-summary';
import type { JobAlert } from '../utils/talent-rows';

interface Props {
  alerts: JobAlert[] | undefined;
  pendingIds: Set<string>;
  onDelete: (alert: JobAlert) => void;
}

export function JobAlertsSection({ alerts, pendingIds, onDelete }: Props) {
  return (
    <Stack as="section" aria-labelledby="job-alerts-heading" gap="3">
      <HStack gap="2">
        <AppIcon icon={BellRingIcon} boxSize="5" color="fg.muted" />
        <Heading as="h2" id="job-alerts-heading" size="lg">
          Job alerts
        </Heading>
      </HStack>
      {!alerts ? (
        <ListSkeleton rows={2} height="14" label="Loading your job alerts" />
      ) : alerts.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="4" bg="bg.subtle">
          <Text fontSize="sm" color="fg.muted">
            No alerts yet. In{' '}
            <Link asChild color="fg" textDecoration="underline">
              <RouterLink to={paths.talent.jobs}>Job Search</RouterLink>
            </Link>
            , search and filter, then choose ‘Save this search as an alert’ to be notified when a matching job opens.
          </Text>
        </Box>
      ) : (
        <Stack as="ul" gap="0" borderWidth="1px" borderRadius="l3" bg="bg.panel" aria-label="Job alerts">
          {alerts.map((alert) => (
            <HStack as="li" key={alert.id} gap="3" px="4" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
              <Stack gap="0.5" minW="0" flex="1">
                <Link asChild fontWeight="medium">
                  <RouterLink to={alertSearchHref(alert)}>
                    <Text as="span" truncate>
                      {alert.name}
                    </Text>
                  </RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {alertSummary(alert)}
                </Text>
              </Stack>
              {pendingIds.has(alert.id) && <PendingSyncBadge />}
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Delete alert ${alert.name}`}
                onClick={() => onDelete(alert)}
              >
                <AppIcon icon={Trash2Icon} boxSize="4" />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      {alerts && alerts.length >= 20 && (
        <Text fontSize="sm" color="fg.muted">
          You have 20 alerts, the most there can be. Delete one to add another.
        </Text>
      )}
    </Stack>
  );
}
