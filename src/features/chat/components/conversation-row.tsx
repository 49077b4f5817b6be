// One conversation in the list: a button named by its title, with the preview of the latest
// message, how long ago it moved ('now', '3h', '2d'), the unread count and an online dot when
// someone else in it is online.
import { FileIcon, ImageIcon } from 'lucide-react';
import { Badge, Box, chakra, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { ConversationSummary } from '../data/use-conversations';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';

interface Props {
  conversation: ConversationSummary;
  online: boolean;
  compact: boolean;
  /** The relative age of the latest activity, worked out by the list on its clock. */
  age: string;
  /** The conversation open beside the list on the /chat screen. */
  current?: boolean;
  onOpen: (id: string) => void;
}

function ConversationRowView({ conversation: c, online, compact, age, current = false, onOpen }: Props) {
  const describedBy = `chat-row-${c.id}`;
  return (
    <Box as="li" listStyleType="none">
      <chakra.button
        type="button"
        display="flex"
        w="full"
        gap="2.5"
        px="3"
        py="2.5"
        alignItems="center"
        textAlign="start"
        borderRadius="md"
        bg={current ? 'bg.muted' : undefined}
        _hover={{ bg: 'bg.muted' }}
        aria-label={c.title}
        aria-current={current ? 'true' : undefined}
        aria-describedby={describedBy}
        data-conversation-id={c.id}
        onClick={() => onOpen(c.id)}
      >
        <Box position="relative" flexShrink="0">
          <Avatar name={c.avatar.name} src={c.avatar.src} size="sm" />
          {online && (
            <Box
              position="absolute"
              bottom="0"
              right="0"
              boxSize="2.5"
              borderRadius="full"
              bg="green.500"
              borderWidth="2px"
              borderColor="bg.panel"
              data-testid="online-dot"
            />
          )}
        </Box>
        <Box flex="1" minW="0">
          <Flex align="baseline" gap="2">
            <Text fontWeight="semibold" fontSize="sm" truncate flex="1">
              {c.title}
            </Text>
            {age && (
              <chakra.time
                dateTime={c.lastActivity}
                fontSize="xs"
                color="fg.muted"
                flexShrink={0}
                data-testid="chat-age"
              >
                {age}
              </chakra.time>
            )}
          </Flex>
          {!compact && (
            <Flex id={describedBy} gap="1" align="center" color="fg.muted" fontSize="xs">
              {c.preview.icon && <AppIcon icon={c.preview.icon === 'file' ? FileIcon : ImageIcon} boxSize="3.5" />}
              <Text truncate data-testid="chat-preview">
                {c.preview.text}
              </Text>
              {online && <Text srOnly>, online</Text>}
              {c.unreadCount > 0 && <Text srOnly>, {c.unreadCount} unread</Text>}
            </Flex>
          )}
        </Box>
        {c.unreadCount > 0 && (
          <Badge colorPalette="brand" variant="solid" borderRadius="full" data-testid="unread-count" aria-hidden="true">
            {c.unreadCount > 99 ? '99+' : c.unreadCount}
          </Badge>
        )}
      </chakra.button>
    </Box>
  );
}

export const ConversationRow = memo(
  ConversationRowView,
  (a, b) =>
    a.online === b.online &&
    a.compact === b.compact &&
    a.age === b.age &&
    a.current === b.current &&
    a.onOpen === b.onOpen &&
    a.conversation.title === b.conversation.title &&
    a.conversation.avatar.src === b.conversation.avatar.src &&
    a.conversation.avatar.name === b.conversation.avatar.name &&
    a.conversation.unreadCount === b.conversation.unreadCount &&
    a.conversation.preview.text === b.conversation.preview.text,
);
