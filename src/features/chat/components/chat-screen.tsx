// /chat (product-spec §2's shared paths): the chats as a full screen, the list beside the open
// conversation (?c={id}, so a link or reload keeps it). On a phone the list and the conversation
// take the screen in turn, with a way back to the list. The floating chat is not drawn here.
import { ArrowLeftIcon, MessageCircleIcon } from 'lucide-react';
import { Box, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { useChatEvents } from '../data/use-chat-events';
import { useChatState } from '../data/use-chat-state';
import { LIST_WIDTH } from '../utils/chat-constants';
import { ConversationBody } from './conversation-body';
import { ConversationList } from './conversation-list';

export function ChatScreen() {
  const { session, client, isMobile, conversations, membership, online, userName } = useChatState();
  const [params, setParams] = useSearchParams();
  const headingId = useId();
  const selectedId = params.get('c');
  const select = useCallback(
    (id: string | null) =>
      setParams(
        (p) => {
          if (id) p.set('c', id);
          else p.delete('c');
          return p;
        },
        { replace: !id },
      ),
    [setParams],
  );
  const open = useCallback((id: string) => select(id), [select]);
  useChatEvents(conversations, open);
  const selected = selectedId ? conversations?.find((c) => c.id === selectedId) : undefined;
  const showList = !isMobile || !selectedId;
  const showPane = !isMobile || !!selectedId;

  return (
    <Stack gap="4" h={{ base: 'calc(100dvh - 6rem)', md: 'calc(100dvh - 8rem)' }} minH="24rem">
      <Heading as="h1" size="2xl" letterSpacing="-0.01em" id={headingId} hidden={!showList}>
        Chats
      </Heading>
      <Flex flex="1" minH="0" borderWidth="1px" borderRadius="lg" bg="bg.panel" overflow="hidden">
        {showList && (
          <Flex
            as="section"
            aria-labelledby={headingId}
            direction="column"
            w={{ base: 'full', md: `${LIST_WIDTH.mobile}px`, lg: `${LIST_WIDTH.desktop}px` }}
            flexShrink={0}
            borderEndWidth={{ base: '0', md: '1px' }}
          >
            <ConversationList
              conversations={conversations}
              membership={membership}
              online={online}
              onOpen={open}
              selectedId={selectedId}
            />
          </Flex>
        )}
        {showPane && (
          <Flex as="section" aria-label={selected?.title ?? 'Conversation'} direction="column" flex="1" minW="0">
            {selectedId && session ? (
              <>
                <Flex align="center" gap="2" px="3" py="2" borderBottomWidth="1px">
                  {isMobile && (
                    <IconButton size="sm" variant="ghost" aria-label="Back to chats" onClick={() => select(null)}>
                      <AppIcon icon={ArrowLeftIcon} boxSize="4" />
                    </IconButton>
                  )}
                  <Avatar
                    name={selected?.avatar.name ?? selected?.title ?? 'Conversation'}
                    src={selected?.avatar.src}
                    size="xs"
                  />
                  <Heading as="h2" fontSize="md" truncate>
                    {selected?.title ?? (conversations ? 'Conversation not found' : 'Loading…')}
                  </Heading>
                </Flex>
                {selected && (
                  <ConversationBody
                    key={selected.id}
                    conversationId={selected.id}
                    session={session}
                    client={client}
                    userName={userName}
                    unread={selected.unreadCount}
                  />
                )}
              </>
            ) : (
              <Stack flex="1" align="center" justify="center" gap="2" color="fg.muted" p="6" textAlign="center">
                <AppIcon icon={MessageCircleIcon} boxSize="8" />
                <Text>Pick a conversation to read it here.</Text>
              </Stack>
            )}
          </Flex>
        )}
      </Flex>
      <Box srOnly aria-live="polite">
        {selected ? `${selected.title} open` : ''}
      </Box>
    </Stack>
  );
}
