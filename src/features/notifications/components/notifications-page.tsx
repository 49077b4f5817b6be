// /notifications: the notifications on the device, filtered by type and unread, with
// 'Mark all read' (a local write the sync sends when it can). The newest 50 first (the spec's
// fetch limit), then 50 more with each 'Load more'; the device holds every notification the
// sync brought from the server, so more come from it at once, offline too.
import { Box, Button, Checkbox, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

const PAGE = 50;
import { markAllNotificationsRead } from '@sync/notifications/read-marks';
import { useSyncSession } from '@/lib/sync-session';
import { useNotifications } from '@/hooks/use-notifications';
import { useUnreadCount } from '../data/use-unread-count';
import { NOTIFICATION_TYPES, notificationTypeLabels } from '@/utils/notification-fields';
import { AlertPermissionControl } from './alert-permission-control';
import { NotificationList } from './notification-list';

export function NotificationsPage() {
  const db = useSyncSession()?.db ?? null;
  const [type, setType] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  // How many are shown, per filter: a new filter starts again at the newest 50.
  const filterKey = `${type}:${unreadOnly}`;
  const [shown, setShown] = useState({ key: filterKey, count: PAGE });
  const count = shown.key === filterKey ? shown.count : PAGE;
  // One more than shown, to know whether there are more.
  const { items, loaded } = useNotifications({ type: type || null, unreadOnly, limit: count + 1 });
  const more = items.length > count;
  const unread = useUnreadCount();

  const markAll = () => {
    if (db) void markAllNotificationsRead(db).catch((err) => console.error('Mark all read failed', err));
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size="2xl" letterSpacing="-0.01em">
            Notifications
          </Heading>
          <Text color="fg.muted" mt="1">
            {unread === 0 ? 'You are all caught up.' : `${unread} unread`}
          </Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          <AlertPermissionControl />
          <Button size="sm" variant="outline" onClick={markAll} disabled={!db || unread === 0}>
            Mark all read
          </Button>
        </HStack>
      </HStack>
      <HStack gap="4" wrap="wrap">
        <NativeSelect.Root size="sm" w="auto" minW="12rem">
          <NativeSelect.Field aria-label="Type" value={type} onChange={(e) => setType(e.currentTarget.value)}>
            <option value="">All types</option>
            {NOTIFICATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {notificationTypeLabels[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root size="sm" checked={unreadOnly} onCheckedChange={(e) => setUnreadOnly(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Unread only</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <Box borderWidth="1px" borderRadius="l3" p="2" bg="bg.panel">
        <NotificationList items={more ? items.slice(0, count) : items} loaded={loaded} />
        {more && (
          <Box textAlign="center" p="2">
            <Button size="sm" variant="outline" onClick={() => setShown({ key: filterKey, count: count + PAGE })}>
              Load more
            </Button>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
