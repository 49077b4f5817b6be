// Background work for the signed-in shell: a toast when the server settles an invitation
// answer (also one queued offline and sent on reconnect), a refresh of the person's companies
// after an accept, and a system notification for a new notification while the app is hidden.
import { useEffect } from 'react';
import type { OutboxDoc } from '@sync/collections/outbox/schema';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import { notify } from '@/components/ui/toaster';
import { requestAccessRefresh } from '@/lib/access-refresh';
import { useSyncSession } from '@/lib/sync-session';
import { invitationOutcomeToast } from '../utils/invitation-messages';
import { newArrivals, settledEntries } from '../utils/transitions';
import { invitationCommandNames, invitationCommands } from '@/lib/invitation-commands';
import { showSystemNotification } from './system-notifications';

function onSettled(entry: OutboxDoc) {
  const answer = entry.command === invitationCommands.accept ? 'accept' : 'decline';
  const status = entry.status === 'failed' ? 'failed' : 'done';
  if (status === 'failed') console.error(`The server refused to ${answer} the invitation`, entry.error);
  if (status === 'done' && answer === 'accept') setTimeout(requestAccessRefresh, 100);
  const toast = invitationOutcomeToast(answer, status);
  notify(toast.kind, { title: toast.title, description: toast.description });
}

export function useNotificationWatchers(): void {
  const db = useSyncSession()?.db ?? null;

  useEffect(() => {
    if (!db) return;
    let seen: Map<string, string> | null = null;
    const sub = db.outbox.find({ selector: { command: { $in: invitationCommandNames } } }).$.subscribe((docs) => {
      const result = settledEntries(
        seen,
        docs.map((d) => d.toJSON() as OutboxDoc),
      );
      seen = result.seen;
      result.settled.forEach(onSettled);
    });
    return () => sub.unsubscribe();
  }, [db]);

  useEffect(() => {
    if (!db) return;
    let known: Set<string> | null = null;
    const sub = db.notifications
      .find({ selector: { read: false }, sort: [{ created_at: 'desc' }], limit: 50 })
      .$.subscribe((docs) => {
        const result = newArrivals(
          known,
          docs.map((d) => d.toJSON() as NotificationDoc),
        );
        known = result.known;
        result.arrived.forEach(showSystemNotification);
      });
    return () => sub.unsubscribe();
  }, [db]);
}
