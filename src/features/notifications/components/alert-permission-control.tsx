// The one place that asks for permission to show system notifications: a button the person
// clicks, shown only while the browser has not been asked yet.
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { alertPermission, requestAlertPermission } from '../data/system-notifications';

export function AlertPermissionControl() {
  const [permission, setPermission] = useState(alertPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Desktop alerts on
      </Text>
    );
  }
  if (permission === 'denied') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Desktop alerts blocked in browser settings
      </Text>
    );
  }
  return (
    <Button size="sm" variant="ghost" onClick={() => void requestAlertPermission().then(setPermission)}>
      Enable desktop alerts
    </Button>
  );
}
