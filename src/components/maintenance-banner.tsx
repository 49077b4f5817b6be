// 'System Maintenance' (product-spec §8) across the top of every workspace screen while the
// backend reports maintenance, with the words internal staff gave, or the usual ones.
import { Alert } from '@chakra-ui/react';
import { useMaintenance } from '@/hooks/use-maintenance';

const USUAL = 'Evee is being updated. Some changes may not save until the work is done.';

export function MaintenanceBanner() {
  const { active, message } = useMaintenance();
  if (!active) return null;
  return (
    // A status, so screen readers announce it when it appears without taking the focus.
    <Alert.Root status="warning" borderRadius="0" role="status" aria-label="System Maintenance">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>System Maintenance</Alert.Title>
        <Alert.Description>{message || USUAL}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
