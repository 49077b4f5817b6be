// /notifications: every notification on the device, filtered by type and unread, with
// 'Mark all read' (a local write the sync sends when it can).
import { Box, Button, Checkbox, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
  const { items, loaded } = useNotifications({ type: type || null, unreadOnly });
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
        <NotificationList items={items} loaded={loaded} />
      </Box>
    </Stack>
  );
}
