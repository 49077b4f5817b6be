// The bell: a button named 'Notifications' with the unread badge (capped at '99+'), opening the
// dropdown of the newest 10 notifications with 'View All'. Loaded after the shell's first paint
// (notification-bell.tsx).
import { Box, Button, HStack, Popover, Portal } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DeferredProps } from '@/components/deferred-control';
import { lazyComponent } from '@/components/lazy-component';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../data/use-unread-count';
import { unreadBadgeLabel } from '../utils/badge';
import { BellBadge, BellButton } from './notification-bell-button';
import { NotificationListLoading } from './notification-list-loading';
import { importFresh } from '@/utils/module-loads';

// The list and its actions (which reach the calendar's slot picking) load when the bell first
// opens, not with every screen's shell; meanwhile the list's own loading line shows.
const NotificationDropdownList = lazyComponent(() =>
  importFresh(() => import('./notification-dropdown-list')).then((m) => m.NotificationDropdownList),
);

function Dropdown({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <Popover.Header borderBottomWidth="1px" py="2" px="3">
        <HStack justify="space-between">
          <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
          <Button asChild size="xs" variant="ghost" colorPalette="brand">
            <RouterLink to={paths.notifications} onClick={onNavigate}>
              View All
            </RouterLink>
          </Button>
        </HStack>
      </Popover.Header>
      <Popover.Body p="1" maxH="28rem" overflowY="auto" data-testid="notification-dropdown">
        <Suspense fallback={<NotificationListLoading />}>
          <NotificationDropdownList />
        </Suspense>
      </Popover.Body>
    </>
  );
}

export function NotificationBellPopover({ defaultOpen }: DeferredProps) {
  const [open, onOpenChange] = useState(defaultOpen ?? false);
  const badge = unreadBadgeLabel(useUnreadCount());
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      positioning={{ placement: 'right-end' }}
      lazyMount
      unmountOnExit
    >
      <Box position="relative" display="inline-flex">
        <Popover.Trigger asChild>
          <BellButton badge={badge} />
        </Popover.Trigger>
        <BellBadge badge={badge} />
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '92vw', sm: '24rem' }}>
            <Box>{open && <Dropdown onNavigate={() => onOpenChange(false)} />}</Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
