// The list of conversations under the role and participant filters, with its loading, empty and
// filtered-out states. Shared by the floating list panel and the /chat screen. The list's clock
// moves each minute, and only rows whose age label changes redraw.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useAtom } from '@/lib/store';
import { useNow } from '@/hooks/use-now';
import type { ConversationSummary } from '../data/use-conversations';
import { chatParticipantFilterAtom, chatRoleFilterAtom } from '../state';
import { chatAge } from '../utils/chat-age';
import { filterConversations, type Membership } from '../utils/filters';
import { ChatFilters } from './chat-filters';
import { ConversationRow } from './conversation-row';

interface Props {
  conversations: ConversationSummary[] | null;
  membership: Membership;
  online: ReadonlySet<string>;
  onOpen: (id: string) => void;
  /** The conversation shown beside the list (the /chat screen), marked as current. */
  selectedId?: string | null;
}

export function ConversationList({ conversations, membership, online, onOpen, selectedId }: Props) {
  const [role, setRole] = useAtom(chatRoleFilterAtom);
  const [participant, setParticipant] = useAtom(chatParticipantFilterAtom);
  const now = useNow();
  const shown = filterConversations(conversations ?? [], role, participant);
  return (
    <>
      <Box pt="2">
        <ChatFilters membership={membership} />
      </Box>
      <Box as="ul" overflowY="auto" flex="1" px="1" pb="2" aria-label="Conversations">
        {conversations === null && (
          <Text as="li" listStyleType="none" px="3" py="2" fontSize="sm" color="fg.muted">
            Loading chats…
          </Text>
        )}
        {conversations?.length === 0 && (
          <Text as="li" listStyleType="none" px="3" py="2" fontSize="sm" color="fg.muted">
            No conversations
          </Text>
        )}
        {!!conversations?.length && shown.length === 0 && (
          <Flex as="li" listStyleType="none" align="center" gap="2" px="3" py="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              No conversations match these filters
            </Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                setRole('all');
                setParticipant('all');
              }}
            >
              Show all
            </Button>
          </Flex>
        )}
        {shown.map((c) => (
          <ConversationRow
            key={c.id}
            conversation={c}
            online={c.otherUserIds.some((id) => online.has(id))}
            compact={false}
            age={chatAge(c.lastActivity, now)}
            current={c.id === selectedId}
            onOpen={onOpen}
          />
        ))}
      </Box>
    </>
  );
}
