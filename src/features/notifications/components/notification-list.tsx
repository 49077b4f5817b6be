// A list of notifications, or the empty state.
import { Stack, Text } from '@chakra-ui/react';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import { useNow } from '@/hooks/use-now';
import { NotificationItem } from './notification-item';
import { NotificationListLoading } from './notification-list-loading';

export function NotificationList({ items, loaded }: { items: NotificationDoc[]; loaded: boolean }) {
  const now = useNow();
  if (!loaded) return <NotificationListLoading />;
  if (items.length === 0) {
    return (
      <Text px="3" py="6" fontSize="sm" color="fg.muted" textAlign="center">
        No notifications
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Notifications list">
      {items.map((row) => (
        <NotificationItem key={row.id} row={row} now={now} />
      ))}
    </Stack>
  );
}
