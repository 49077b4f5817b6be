// A conversation's window (product-spec §4): 350 px wide, 500 expanded, a 224 px bar when
// minimised, the full screen on mobile. Opening or restoring it marks the conversation read,
// and so does a message arriving while it is open.
import { ChevronUpIcon, Maximize2Icon, Minimize2Icon, MinusIcon, XIcon } from 'lucide-react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { SyncSession } from '@sync/auth-bridge';
import type { ConversationSummary } from '../data/use-conversations';
import type { ChatWindowActions } from '../data/use-chat-windows';
import { windowWidth, type ChatWindowState } from '../utils/window-state';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { ConversationBody } from './conversation-body';
import { floatingPanel } from './floating-panel';

interface Props {
  window: ChatWindowState;
  conversation: ConversationSummary | undefined;
  session: SyncSession;
  client: SupabaseClient<Database> | null;
  userName: string;
  onTop: boolean;
  isMobile: boolean;
  actions: ChatWindowActions;
}

interface HeaderProps {
  id: string;
  title: string;
  avatar: ConversationSummary['avatar'] | undefined;
  minimised: boolean;
  expanded: boolean;
  /** Shown on a minimised window only; 0 otherwise, so an open window's count redraws nothing here. */
  unread: number;
  isMobile: boolean;
  actions: ChatWindowActions;
}

// Its own component: a message arriving in an open window changes the conversation's unread
// count and then marks it read, which must not redraw the title bar's buttons each time.
const WindowHeader = memo(function WindowHeader({
  id,
  title,
  avatar,
  minimised,
  expanded,
  unread,
  isMobile,
  actions,
}: HeaderProps) {
  return (
    <Flex align="center" gap="1" px="3" py="2" borderBottomWidth={minimised ? '0' : '1px'}>
      <Box me="1.5" display="inline-flex">
        <Avatar name={avatar?.name ?? title} src={avatar?.src} size="xs" />
      </Box>
      <Text fontWeight="semibold" fontSize="sm" flex="1" truncate>
        {title}
      </Text>
      {minimised && unread > 0 && (
        <Text fontSize="xs" color="brand.fg" data-testid="window-unread">
          {unread}
        </Text>
      )}
      {minimised ? (
        <IconButton size="xs" variant="ghost" aria-label="Restore" onClick={() => actions.restore(id)}>
          <AppIcon icon={ChevronUpIcon} boxSize="4" />
        </IconButton>
      ) : (
        <IconButton size="xs" variant="ghost" aria-label="Minimise" onClick={() => actions.minimise(id)}>
          <AppIcon icon={MinusIcon} boxSize="4" />
        </IconButton>
      )}
      {!minimised && !isMobile && (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={expanded ? 'Collapse' : 'Expand'}
          onClick={() => (expanded ? actions.collapse(id) : actions.expand(id))}
        >
          <AppIcon icon={expanded ? Minimize2Icon : Maximize2Icon} boxSize="4" />
        </IconButton>
      )}
      <IconButton size="xs" variant="ghost" aria-label="Close" onClick={() => actions.close(id)}>
        <AppIcon icon={XIcon} boxSize="4" />
      </IconButton>
    </Flex>
  );
});

function ChatWindowView({ window: w, conversation, session, client, userName, onTop, isMobile, actions }: Props) {
  const id = w.conversationId;
  const title = conversation?.title ?? 'Conversation';
  const unread = conversation?.unreadCount ?? 0;
  const full = isMobile && !w.minimised;
  return (
    <Flex
      role="dialog"
      aria-label={title}
      {...floatingPanel(full)}
      boxShadow="xl"
      zIndex={onTop ? 2 : 1}
      w={full ? '100vw' : `${windowWidth(w)}px`}
      h={full ? '100dvh' : w.minimised ? 'auto' : '28rem'}
      onMouseDown={() => !onTop && actions.front(id)}
      data-minimised={w.minimised}
      data-expanded={w.expanded}
    >
      <WindowHeader
        id={id}
        title={title}
        avatar={conversation?.avatar}
        minimised={w.minimised}
        expanded={w.expanded}
        unread={w.minimised ? unread : 0}
        isMobile={isMobile}
        actions={actions}
      />
      {!w.minimised && (
        <ConversationBody conversationId={id} session={session} client={client} userName={userName} unread={unread} />
      )}
    </Flex>
  );
}

/** Re-rendered when its own state changes, not whenever another conversation's does. */
export const ChatWindow = memo(
  ChatWindowView,
  (a, b) =>
    a.window === b.window &&
    a.session === b.session &&
    a.client === b.client &&
    a.userName === b.userName &&
    a.onTop === b.onTop &&
    a.isMobile === b.isMobile &&
    a.actions === b.actions &&
    a.conversation?.title === b.conversation?.title &&
    a.conversation?.unreadCount === b.conversation?.unreadCount,
);
