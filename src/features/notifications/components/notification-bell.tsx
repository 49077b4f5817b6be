// The bell in the shell (the sidebar, or the header on phones). Its dropdown (and the popover
// machinery) loads after the shell's first paint; until then the button and its unread badge show
// on their own (components/deferred-control.tsx).
import { Box } from '@chakra-ui/react';
import { deferredControl } from '@/components/deferred-control';
import { useUnreadCount } from '../data/use-unread-count';
import { unreadBadgeLabel } from '../utils/badge';
import { BellBadge, BellButton } from './notification-bell-button';
import { importFresh } from '@/utils/module-loads';

function BellStandIn() {
  const badge = unreadBadgeLabel(useUnreadCount());
  return (
    <Box position="relative" display="inline-flex">
      <BellButton badge={badge} aria-haspopup="dialog" aria-expanded={false} />
      <BellBadge badge={badge} />
    </Box>
  );
}

export const NotificationBell = deferredControl(
  () => importFresh(() => import('./notification-bell-popover')).then((m) => m.NotificationBellPopover),
  BellStandIn,
);
