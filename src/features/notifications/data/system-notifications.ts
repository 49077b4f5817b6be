// System notifications through the browser's Notifications API: only when the person allowed
// them, and only while the app is hidden (in view, the bell already shows it). Permission is
// asked from a control the person clicks, never on load.
import type { NotificationDoc } from '@sync/collections/notifications/schema';

export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function requestAlertPermission(): Promise<AlertPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export function showSystemNotification(row: Pick<NotificationDoc, 'id' | 'title' | 'message'>): void {
  if (alertPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  try {
    const alert = new Notification(row.title, { body: row.message ?? undefined, tag: row.id });
    alert.onclick = () => {
      window.focus();
      alert.close();
    };
  } catch (err) {
    // Some mobile browsers allow notifications only from a service worker.
    console.warn('Could not show a system notification', err);
  }
}
