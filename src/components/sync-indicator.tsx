// The shell header's sync indicator, in two parts side by side so neither hides the other: the
// connection (a coloured dot, an offline icon, and the words when there is something to say),
// a polite live region whose name is the full sentence; and, when the server refused changes,
// a button that says how many and opens their list with Retry and Discard.
import { Box, Button, HStack, Popover, Portal, Text } from '@chakra-ui/react';
import { CircleAlertIcon, CloudOffIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { RefusalsList } from '@/components/refusals-list';
import { refusalsOpenAtom } from '@/components/refusals-state';
import { useRefusals } from '@/hooks/use-refusals';
import { useSyncStatus } from '@/hooks/use-sync-status';
import { useAtom } from '@/lib/store';
import { syncIndicatorLabel, type SyncIndicatorLabel } from '@/utils/sync-indicator-label';

const dotColor: Record<SyncIndicatorLabel['tone'], string> = {
  saved: 'green.500',
  syncing: 'blue.500',
  offline: 'orange.500',
};

function RefusedButton({ label, count }: { label: string; count: number }) {
  const [open, setOpen] = useAtom(refusalsOpenAtom);
  const refusals = useRefusals();
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="subtle"
          colorPalette="red"
          aria-label={label}
          gap="1"
          px="2"
          data-testid="refused-writes-button"
        >
          <AppIcon icon={CircleAlertIcon} boxSize="3.5" />
          <Text as="span" display={{ base: 'none', md: 'inline' }}>
            {label}
          </Text>
          <Text as="span" display={{ base: 'inline', md: 'none' }}>
            {count}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="min(24rem, calc(100vw - 1.5rem))" aria-label="Changes not saved">
            <Popover.Header borderBottomWidth="1px" py="2" px="3">
              <Popover.Title fontWeight="semibold">Changes not saved</Popover.Title>
              <Text fontSize="xs" color="fg.muted">
                The server refused these. Retry sends your version again; Discard loads the server’s copy.
              </Text>
            </Popover.Header>
            <Popover.Body p="0" maxH="24rem" overflowY="auto">
              <RefusalsList refusals={refusals} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

export function SyncIndicator() {
  const status = useSyncStatus();
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
      {failed && <RefusedButton label={failed} count={status.failedWrites} />}
    </HStack>
  );
}
