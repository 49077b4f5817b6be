// A small sync indicator for the shell header: a coloured dot, with the words when there is
// something to say (offline, changes waiting, changes refused). Its accessible name always
// carries the full sentence, and it is a polite live region, so changes are announced.
import { Box, HStack, Text } from '@chakra-ui/react';
import { useSyncStatus } from '@/hooks/use-sync-status';
import { syncIndicatorLabel, type SyncTone } from '@/utils/sync-indicator-label';

const dotColor: Record<SyncTone, string> = {
  saved: 'green.500',
  syncing: 'blue.500',
  offline: 'orange.500',
  failed: 'red.500',
};

export function SyncIndicator() {
  const status = useSyncStatus();
  const { label, tone } = syncIndicatorLabel(status);
  return (
    <HStack role="status" aria-live="polite" aria-label={label} title={label} gap="1.5" data-testid="sync-indicator">
      <Box aria-hidden="true" boxSize="2" borderRadius="full" bg={dotColor[tone]} />
      {tone !== 'saved' && (
        <Text aria-hidden="true" fontSize="xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
          {label}
        </Text>
      )}
    </HStack>
  );
}
