// Accept and Decline on an invitation. The answer goes through the outbox: 'Processing...'
// while the server has not answered, marked as waiting when the device is offline, and the
// buttons again with the server's reason if it refused.
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import { AnswerButtons } from '@/components/answer-buttons';
import { notify } from '@/components/ui/toaster';
import { useSyncSession } from '@/lib/sync-session';
import { useSyncOnline } from '@/hooks/use-sync-online';
import { answerInvitation } from '@/lib/invitation-commands';
import { useInvitationState } from '@/hooks/use-invitation-state';
import { invitationId, type InvitationAnswer } from '@/utils/notification-fields';

export function InvitationActions({ row }: { row: NotificationDoc }) {
  const db = useSyncSession()?.db ?? null;
  const online = useSyncOnline();
  const state = useInvitationState(invitationId(row));
  const [queuing, setQueuing] = useState<InvitationAnswer | null>(null);

  const answer = async (choice: InvitationAnswer) => {
    if (!db) return;
    setQueuing(choice);
    const result = await answerInvitation(db, row, choice);
    setQueuing(null);
    if (!result.ok) notify('error', { title: 'Error', description: result.error });
  };

  if (state.status === 'done') {
    return (
      <Text fontSize="xs" color="fg.muted">
        {state.answer === 'accept' ? 'Accepted' : 'Declined'}
      </Text>
    );
  }
  const busy = queuing ?? (state.status === 'pending' ? state.answer : null);
  return (
    <>
      <AnswerButtons busy={busy} onAnswer={(choice) => void answer(choice)} />
      {busy && !online && (
        <Text fontSize="xs" color="fg.warning" data-testid="invitation-pending">
          Pending — will be sent when you are back online
        </Text>
      )}
      {state.status === 'failed' && state.error && (
        <Text fontSize="xs" color="fg.error">
          {state.error}
        </Text>
      )}
    </>
  );
}
