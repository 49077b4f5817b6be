// The line a notification list shows while it loads (also while the bell's list code arrives).
import { Text } from '@chakra-ui/react';

export function NotificationListLoading() {
  return (
    <Text px="3" py="6" fontSize="sm" color="fg.muted" textAlign="center">
      Loading notifications...
    </Text>
  );
}
