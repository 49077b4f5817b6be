// The bell's button and its unread badge, shared by the bell and by the stand-in that shows until
// the bell's dropdown code has loaded. The badge sits beside the button, not in it: its visible
// count must not contradict the button's name ('Notifications'); screen readers get the count as
// the description.
import { Badge, Float, IconButton, Text, type IconButtonProps } from '@chakra-ui/react';
import { BellIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';

const BADGE_ID = 'notification-bell-unread';

export function BellButton({ badge, ...props }: IconButtonProps & { badge: string | null }) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label="Notifications"
      aria-describedby={badge ? BADGE_ID : undefined}
      {...props}
    >
      <AppIcon icon={BellIcon} boxSize="4.5" />
    </IconButton>
  );
}

export function BellBadge({ badge }: { badge: string | null }) {
  if (!badge) return null;
  return (
    <Float placement="top-end" offset="1.5" pointerEvents="none">
      <Badge size="xs" colorPalette="red" variant="solid" borderRadius="full" data-testid="bell-badge">
        <Text as="span" srOnly id={BADGE_ID}>
          {badge} unread
        </Text>
        <span aria-hidden="true">{badge}</span>
      </Badge>
    </Float>
  );
}
