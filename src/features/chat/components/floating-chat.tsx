// The floating chat (product-spec §2, §4): the list panel and the open windows, fixed to the
// bottom right of the signed-in shell, with presence and the browser events that open a chat.
import { Flex } from '@chakra-ui/react';
import { useChatEvents } from '../data/use-chat-events';
import { useChatWindows } from '../data/use-chat-windows';
import { useChatState } from '../data/use-chat-state';
import { isOnTop } from '../utils/window-state';
import { ChatListPanel, totalUnread } from './chat-list-panel';
import { ChatWindow } from './chat-window';
import { ChatsHeaderButton } from './chats-header-button';

export function FloatingChat() {
  const { session, client, isMobile, conversations, membership, online, userName } = useChatState();
  const { windows, actions } = useChatWindows(session);
  useChatEvents(conversations, actions.open);
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
