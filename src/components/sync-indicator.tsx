// The shell header's sync indicator, in two parts side by side so neither hides the other: the
// connection (a coloured dot, an offline icon, and the words when there is something to say),
// a polite live region whose name is the full sentence; and, when the server refused changes,
// a button that says how many and opens their list with Retry and Discard.
import { Box, HStack, Text } from '@chakra-ui/react';
import { CloudOffIcon } from 'lucide-react';
import { Suspense } from 'react';
import { AppIcon } from '@/components/app-icon';
import { lazyComponent } from '@/components/lazy-component';
import { useSyncStatusPart } from '@/hooks/use-sync-status';
import type { SyncStatus } from '@sync/status/sync-status';
import { syncIndicatorLabel, type SyncIndicatorLabel } from '@/utils/sync-indicator-label';
import { importFresh } from '@/utils/module-loads';

// Only refused changes show it: its popover's code loads then, not with every shell.
const RefusedButton = lazyComponent(() =>
  importFresh(() => import('./refused-writes-button')).then((m) => m.RefusedButton),
);

const dotColor: Record<SyncIndicatorLabel['tone'], string> = {
  saved: 'green.500',
  syncing: 'blue.500',
  offline: 'orange.500',
};

// The parts it shows, each read alone: the indicator redraws when one of them changes, not at
// every pull and push.
const onlineOf = (s: SyncStatus) => s.online;
const pendingOf = (s: SyncStatus) => s.pendingWrites;
const failedOf = (s: SyncStatus) => s.failedWrites;

export function SyncIndicator() {
  const status = {
    online: useSyncStatusPart(onlineOf),
    pendingWrites: useSyncStatusPart(pendingOf),
    failedWrites: useSyncStatusPart(failedOf),
  };
  const { label, tone, failed } = syncIndicatorLabel(status);
  return (
    <HStack gap="2">
      <HStack role="status" aria-live="polite" aria-label={label} title={label} gap="1.5" data-testid="sync-indicator">
        {tone === 'offline' ? (
          <AppIcon icon={CloudOffIcon} boxSize="4" color="orange.fg" />
        ) : (
          <Box aria-hidden="true" boxSize="2" borderRadius="full" bg={dotColor[tone]} />
        )}
        {tone !== 'saved' && (
          <Text aria-hidden="true" fontSize="xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
            {label}
          </Text>
        )}
        {/* A phone has room for the one word that explains the icon. */}
        {tone === 'offline' && (
          <Text aria-hidden="true" fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
            Offline
          </Text>
        )}
      </HStack>
      {failed && (
        <Suspense fallback={null}>
          <RefusedButton label={failed} count={status.failedWrites} />
        </Suspense>
      )}
    </HStack>
  );
}
