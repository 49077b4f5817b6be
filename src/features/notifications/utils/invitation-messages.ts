// The toasts for invitation answers (product-spec §8), by outcome.
import type { InvitationAnswer } from '@/utils/notification-fields';

export interface ToastText {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

export function invitationOutcomeToast(answer: InvitationAnswer, status: 'done' | 'failed'): ToastText {
  if (status === 'failed') {
    return {
      kind: 'error',
      title: 'Error',
      description: answer === 'accept' ? 'Failed to accept invitation' : 'Failed to decline invitation',
    };
  }
  return answer === 'accept'
    ? { kind: 'success', title: 'Welcome to the team!', description: 'Invitation accepted successfully!' }
    : { kind: 'success', title: 'Invitation Declined', description: 'Invitation declined' };
}
