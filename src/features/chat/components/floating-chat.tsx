// The floating chat (product-spec §2, §4): the list panel and the open windows, fixed to the
// bottom right of the signed-in shell, with presence and the browser events that open a chat.
import { Flex } from '@chakra-ui/react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useSyncClient, useSyncSession } from '@/lib/sync-session';
import { useBackgroundSync } from '../data/use-background-sync';
import { useChatEvents } from '../data/use-chat-events';
import { useChatWindows } from '../data/use-chat-windows';
import { useConversations } from '../data/use-conversations';
import { useMembership } from '../data/use-membership';
import { useOwnName } from '../data/use-own-name';
import { usePresence } from '../data/use-presence';
import { isOnTop } from '../utils/window-state';
import { ChatListPanel, totalUnread } from './chat-list-panel';
import { ChatWindow } from './chat-window';
import { ChatsHeaderButton } from './chats-header-button';

export function FloatingChat() {
  const session = useSyncSession();
  // A returning visit opens the database before supabase-js arrives: the client comes later.
  const synced = useSyncClient();
  const client = session ? synced : null;
  const isMobile = useIsMobile();
  const conversations = useConversations(session?.db, session?.userId);
  const membership = useMembership(session);
  const online = usePresence(client, session?.userId);
  const userName = useOwnName(session);
  const { windows, actions } = useChatWindows(session);
  useChatEvents(conversations, actions.open);
  useBackgroundSync(session, client);
  if (!session) return null;
  return (
    <>
      {isMobile && <ChatsHeaderButton unread={totalUnread(conversations)} />}
      <Flex
        position="fixed"
        bottom={{ base: '2', md: '4' }}
        right={{ base: '2', md: '4' }}
        direction="row-reverse"
        align="flex-end"
        gap="3"
        zIndex="overlay"
        pointerEvents="none"
        maxW="calc(100vw - 1rem)"
        data-testid="floating-chat"
      >
        <ChatListPanel
          conversations={conversations}
          membership={membership}
          online={online}
          isMobile={isMobile}
          onOpen={actions.open}
        />
        {[...windows].reverse().map((w) => (
          <ChatWindow
            key={w.conversationId}
            window={w}
            conversation={conversations?.find((c) => c.id === w.conversationId)}
            session={session}
            client={client}
            userName={userName}
            onTop={isOnTop(windows, w.conversationId)}
            isMobile={isMobile}
            actions={actions}
          />
        ))}
      </Flex>
    </>
  );
}
