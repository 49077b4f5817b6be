// The list panel (product-spec §2): a region named 'Chats', collapsible; 160 px collapsed,
// 320 px on tablets and 384 px on desktops, the full screen below 768 px when open. The whole
// bar is the toggle (a button in the heading, so Enter and Space work too). On a phone the
// collapsed bar is not drawn over the page: the header's Chats button stands for it.
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { Badge, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { memo, useCallback, useId } from 'react';
import { useAtom } from '@/lib/store';
import type { ConversationSummary } from '../data/use-conversations';
import { chatListCollapsedAtom } from '../state';
import { LIST_WIDTH } from '../utils/chat-constants';
import type { Membership } from '../utils/filters';
import { AppIcon } from '@/components/app-icon';
import { ConversationList } from './conversation-list';
import { floatingPanel } from './floating-panel';

interface Props {
  conversations: ConversationSummary[] | null;
  membership: Membership;
  online: ReadonlySet<string>;
  isMobile: boolean;
  onOpen: (id: string) => void;
}

export const totalUnread = (conversations: ConversationSummary[] | null) =>
  (conversations ?? []).reduce((sum, c) => sum + c.unreadCount, 0);

export const unreadLabel = (n: number) => (n > 99 ? '99+' : String(n));

// The bar apart from the list: a message changes the list's rows, and the bar only when the
// unread total does.
const ListHeading = memo(function ListHeading({
  collapsed,
  unread,
  onToggle,
}: {
  collapsed: boolean;
  unread: number;
  onToggle: () => void;
}) {
  const unreadId = useId();
  return (
    <Heading as="h2" fontSize="sm" position="relative" borderBottomWidth={collapsed ? '0' : '1px'}>
      <chakra.button
        type="button"
        display="flex"
        alignItems="center"
        gap="2"
        w="full"
        px="3"
        py="2"
        textAlign="start"
        fontWeight="semibold"
        borderRadius={collapsed ? 'lg' : undefined}
        borderTopRadius="lg"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
        aria-label={collapsed ? 'Expand chats' : 'Collapse chats'}
        aria-expanded={!collapsed}
        aria-describedby={unread > 0 ? unreadId : undefined}
        onClick={onToggle}
      >
        <Text as="span" flex="1">
          Chats
        </Text>
        <AppIcon icon={collapsed ? ChevronUpIcon : ChevronDownIcon} boxSize="4" />
      </chakra.button>
      {/* The count sits beside the button, not in it: text inside a button named 'Expand chats'
          would not match its name. Clicks pass through to the bar underneath. */}
      {unread > 0 && (
        <Badge
          position="absolute"
          insetEnd="9"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          colorPalette="brand"
          variant="solid"
          borderRadius="full"
          data-testid="total-unread"
        >
          <Text as="span" srOnly id={unreadId}>
            Unread messages: {unread}
          </Text>
          <span aria-hidden="true">{unreadLabel(unread)}</span>
        </Badge>
      )}
    </Heading>
  );
});

export function ChatListPanel({ conversations, membership, online, isMobile, onOpen }: Props) {
  const [collapsed, setCollapsed] = useAtom(chatListCollapsedAtom);
  const unread = totalUnread(conversations);
  const full = isMobile && !collapsed;
  const open = useCallback(
    (id: string) => {
      if (isMobile) setCollapsed(true);
      onOpen(id);
    },
    [isMobile, setCollapsed, onOpen],
  );
  const toggle = useCallback(() => setCollapsed(!collapsed), [setCollapsed, collapsed]);
  if (isMobile && collapsed) return null;
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
      <ListHeading collapsed={collapsed} unread={unread} onToggle={toggle} />
      {!collapsed && (
        <ConversationList conversations={conversations} membership={membership} online={online} onOpen={open} />
      )}
    </Flex>
  );
}
