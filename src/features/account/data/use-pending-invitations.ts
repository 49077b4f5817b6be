// The invitations to join a company still waiting for the person's answer: the notifications
// on the device (the same rows and rules as the notifications screen) that are invitations.
import { useMemo } from 'react';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import { useNotifications } from '@/hooks/use-notifications';
import { isInvitation } from '@/utils/notification-fields';

export function usePendingInvitations(): { invitations: NotificationDoc[]; loaded: boolean } {
  const { items, loaded } = useNotifications({ type: 'company_invitation' });
  return useMemo(() => ({ invitations: items.filter(isInvitation), loaded }), [items, loaded]);
}
