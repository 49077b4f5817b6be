// The browser events that open a chat from anywhere in the app (product-spec §7):
// openApplicationChat and open-chat-window, each with detail.conversationId. When the
// conversation is not in the list yet, the open is tried once more after 500 ms.
// openApplicationChat may name the application instead (detail.applicationId); when no
// conversation exists for it, chat creation is announced as coming soon.
import { useEffect, useRef } from 'react';
import { notify } from '@/components/ui/toaster';
import { OPEN_RETRY_MS } from '../utils/chat-constants';
import type { ConversationSummary } from './use-conversations';

interface OpenDetail {
  conversationId?: string;
  applicationId?: string;
}

function findConversation(list: ConversationSummary[] | null, detail: OpenDetail) {
  if (!list) return undefined;
  if (detail.conversationId) return list.find((c) => c.id === detail.conversationId);
  return list.find((c) => c.jobApplicationId === detail.applicationId);
}

export function useChatEvents(conversations: ConversationSummary[] | null, open: (id: string) => void) {
  const latest = useRef({ conversations, open });
  useEffect(() => {
    latest.current = { conversations, open };
  });
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const handle = (event: Event, application: boolean) => {
      const detail = ((event as CustomEvent).detail ?? {}) as OpenDetail;
      if (!detail.conversationId && !(application && detail.applicationId)) {
        console.error(`[chat] ${event.type} without a conversationId was ignored`, detail);
        return;
      }
      const attempt = (last: boolean) => {
        const found = findConversation(latest.current.conversations, detail);
        if (found) {
          latest.current.open(found.id);
          if (application)
            notify('success', { title: 'Chat Opened', description: 'Application chat has been opened successfully' });
        } else if (!last) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            attempt(true);
          }, OPEN_RETRY_MS);
          timers.add(timer);
        } else if (!detail.conversationId) {
          notify('info', { title: 'Coming Soon', description: 'Chat creation will be available soon' });
        } else {
          notify('error', { title: 'Error', description: 'Failed to open chat. Please try again.' });
        }
      };
      attempt(false);
    };
    const onApplication = (e: Event) => handle(e, true);
    const onWindow = (e: Event) => handle(e, false);
    window.addEventListener('openApplicationChat', onApplication);
    window.addEventListener('open-chat-window', onWindow);
    return () => {
      timers.forEach(clearTimeout);
      window.removeEventListener('openApplicationChat', onApplication);
      window.removeEventListener('open-chat-window', onWindow);
    };
  }, []);
}
