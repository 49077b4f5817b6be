// A conversation's messages, who is typing, and the message box: what a chat window shows when
// open, and what the /chat screen shows beside its list. Showing it marks the conversation read,
// and so does a message arriving while it is shown.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { Box } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import type { SyncSession } from '@sync/auth-bridge';
import { notify } from '@/components/ui/toaster';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { deleteMessage, markRead, retryFailedMessage, sendText } from '../data/chat-commands';
import { FileRefusedError, sendFile } from '../data/file-messages';
import { useHistory } from '../data/use-history';
import { typingLabel, useTyping } from '../data/use-typing';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface Props {
  conversationId: string;
  session: SyncSession;
  client: SupabaseClient<Database> | null;
  userName: string;
  unread: number;
}

export function ConversationBody({ conversationId: id, session, client, userName, unread }: Props) {
  const { messages, loadOlder, loadingOlder } = useHistory(session, client, id);
  const { typing, notifyTyping, stopTyping } = useTyping(client, id, session.userId, userName);

  useEffect(() => {
    if (unread > 0) markRead(session, id);
  }, [unread, session, id]);

  const onRetry = useCallback((m: string) => retryFailedMessage(session, m), [session]);
  const onDelete = useCallback((m: string) => deleteMessage(session, m), [session]);
  // Stable, so the box is not redrawn by what redraws the window (a message in, someone typing).
  const onSend = useStableCallback((text: string) => {
    stopTyping();
    return sendText(session, id, text).catch((err: unknown) => {
      console.error('[chat] storing a message on the device failed', err);
      notify('error', {
        title: 'Message not saved',
        description: 'This device could not store it. Your text is back in the box.',
      });
      throw err;
    });
  });
  const onSendFile = useStableCallback((file: File, caption: string) => {
    stopTyping();
    return sendFile(session, id, file, caption).catch((err: unknown) => {
      // A refused file is said beside the box; anything else is the device failing to keep it.
      if (err instanceof FileRefusedError) throw err;
      console.error('[chat] storing a file message on the device failed', err);
      throw new Error('This device could not keep the file. It is back beside the box.');
    });
  });
  return (
    <>
      <MessageList
        messages={messages}
        userId={session.userId}
        loadingOlder={loadingOlder}
        onReachTop={loadOlder}
        onRetry={onRetry}
        onDelete={onDelete}
      />
      <Box minH="5" px="3" fontSize="xs" color="fg.muted" aria-live="polite">
        {typingLabel(typing)}
      </Box>
      <MessageComposer onTyping={notifyTyping} onSend={onSend} onSendFile={onSendFile} />
    </>
  );
}
