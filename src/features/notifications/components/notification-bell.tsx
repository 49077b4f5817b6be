// The bell: a button named 'Notifications' with the unread badge (capped at '99+'), opening the
// dropdown of the newest 10 notifications with 'View All'.
import { BellIcon } from 'lucide-react';
import { Box, Button, Float, Badge, HStack, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { lazyComponent } from '@/components/lazy-component';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../data/use-unread-count';
import { unreadBadgeLabel } from '../utils/badge';
import { NotificationListLoading } from './notification-list-loading';

// The list and its actions (which reach the calendar's slot picking) load when the bell first
// opens, not with every screen's shell; meanwhile the list's own loading line shows.
const NotificationDropdownList = lazyComponent(() =>
  import('./notification-dropdown-list').then((m) => m.NotificationDropdownList),
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

export function NotificationBell() {
  const [open, onOpenChange] = useState(false);
  const badge = unreadBadgeLabel(useUnreadCount());
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      positioning={{ placement: 'right-end' }}
      lazyMount
      unmountOnExit
    >
      {/* The badge sits beside the button, not in it: its visible count must not contradict the
          button's name ('Notifications'); screen readers get the count as the description. */}
      <Box position="relative" display="inline-flex">
        <Popover.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label="Notifications"
            aria-describedby={badge ? 'notification-bell-unread' : undefined}
          >
            <AppIcon icon={BellIcon} boxSize="4.5" />
          </IconButton>
        </Popover.Trigger>
        {badge && (
          <Float placement="top-end" offset="1.5" pointerEvents="none">
            <Badge size="xs" colorPalette="red" variant="solid" borderRadius="full" data-testid="bell-badge">
              <Text as="span" srOnly id="notification-bell-unread">
                {badge} unread
              </Text>
              <span aria-hidden="true">{badge}</span>
            </Badge>
          </Float>
        )}
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
