// The bell dropdown's list: the newest notifications with their actions (answering an
// invitation, a consent request, picking an interview time). It loads when the bell first opens.
import { useNotifications } from '@/hooks/use-notifications';
import { NotificationList } from './notification-list';

export const DROPDOWN_LIMIT = 10;

export function NotificationDropdownList() {
  const { items, loaded } = useNotifications({ limit: DROPDOWN_LIMIT });
  return <NotificationList items={items} loaded={loaded} />;
}
