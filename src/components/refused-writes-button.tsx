// The sync indicator's 'n changes not saved' button, opening the list of the changes the server
// refused with Retry and Discard. Its own chunk: only refused changes show it.
import { Button, Popover, Portal, Text } from '@chakra-ui/react';
import { CircleAlertIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { RefusalsList } from '@/components/refusals-list';
import { refusalsOpenAtom } from '@/components/refusals-state';
import { useRefusals } from '@/hooks/use-refusals';
import { useAtom } from '@/lib/store';

export function RefusedButton({ label, count }: { label: string; count: number }) {
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
