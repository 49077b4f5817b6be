import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
// The list panel (product-spec §2): a region named 'Chats', collapsible; 160 px collapsed,
// 320 px on tablets and 384 px on desktops, the full screen below 768 px when open.
import { Badge, Box, Button, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useAtom } from '@/lib/store';
import type { ConversationSummary } from '../data/use-conversations';
import { chatListCollapsedAtom, chatParticipantFilterAtom, chatRoleFilterAtom } from '../state';
import { LIST_WIDTH } from '../utils/chat-constants';
import { filterConversations, type Membership } from '../utils/filters';
import { ChatFilters } from './chat-filters';
import { AppIcon } from '@/components/app-icon';
import { ConversationRow } from './conversation-row';
import { floatingPanel } from './floating-panel';

interface Props {
  conversations: ConversationSummary[] | null;
  membership: Membership;
  online: ReadonlySet<string>;
  isMobile: boolean;
  onOpen: (id: string) => void;
}

export function ChatListPanel({ conversations, membership, online, isMobile, onOpen }: Props) {
  const [collapsed, setCollapsed] = useAtom(chatListCollapsedAtom);
  const [role, setRole] = useAtom(chatRoleFilterAtom);
  const [participant, setParticipant] = useAtom(chatParticipantFilterAtom);
  const shown = filterConversations(conversations ?? [], role, participant);
  const unread = (conversations ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
  const full = isMobile && !collapsed;
  const open = useCallback(
    (id: string) => {
      if (isMobile) setCollapsed(true);
      onOpen(id);
    },
    [isMobile, setCollapsed, onOpen],
  );
  return (
    <Flex
      as="section"
      aria-label="Chats"
      {...floatingPanel(full)}
      boxShadow="lg"
      w={
        collapsed
          ? `${LIST_WIDTH.collapsed}px`
          : { base: '100%', md: `${LIST_WIDTH.mobile}px`, lg: `${LIST_WIDTH.desktop}px` }
      }
      maxH={full ? '100dvh' : '70vh'}
      h={full ? '100dvh' : undefined}
      data-collapsed={collapsed}
    >
      <Flex align="center" gap="2" px="3" py="2" borderBottomWidth={collapsed ? '0' : '1px'}>
        <Heading as="h2" fontSize="sm" flex="1">
          Chats
        </Heading>
        {unread > 0 && (
          <Badge colorPalette="brand" variant="solid" borderRadius="full" data-testid="total-unread">
            <Text srOnly>Unread messages: </Text>
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={collapsed ? 'Expand chats' : 'Collapse chats'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
        >
          <AppIcon icon={collapsed ? ChevronUpIcon : ChevronDownIcon} boxSize="4" />
        </IconButton>
      </Flex>
      {!collapsed && (
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
                onOpen={open}
              />
            ))}
          </Box>
        </>
      )}
    </Flex>
  );
}
