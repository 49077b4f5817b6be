// Where an invitation's answer stands on this device: the latest outbox entry for accepting or
// declining it (pending until the server has answered, then done or failed with its reason).
import { useMemo } from 'react';
import { map } from 'rxjs';
import type { OutboxDoc } from '@sync/collections/outbox/schema';
import { useObservable } from '@/hooks/use-observable';
import { useSyncSession } from '@/lib/sync-session';
import type { InvitationAnswer } from '@/utils/notification-fields';
import { invitationCommandKey, invitationCommands } from '@/lib/invitation-commands';

export interface InvitationState {
  status: 'idle' | OutboxDoc['status'];
  answer: InvitationAnswer | null;
  error: string | null;
}

const idle: InvitationState = { status: 'idle', answer: null, error: null };

export function useInvitationState(invitationId: string | null): InvitationState {
  const db = useSyncSession()?.db ?? null;
  const source = useMemo(() => {
    if (!db || !invitationId) return null;
    const keys = [invitationCommandKey('accept', invitationId), invitationCommandKey('decline', invitationId)];
    return db.outbox.find({ selector: { key: { $in: keys } }, sort: [{ created_at: 'desc' }] }).$.pipe(
      map((docs): InvitationState => {
        const latest = docs[0];
        if (!latest) return idle;
        const answer = latest.command === invitationCommands.accept ? 'accept' : 'decline';
        return { status: latest.status, answer, error: latest.error ?? null };
      }),
    );
  }, [db, invitationId]);
  return useObservable(source, idle);
}
