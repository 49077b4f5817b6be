// On a phone, the collapsed Chats bar becomes this button in the shell's header (drawn into the
// header's slot), so nothing floats over the page: it opens the list as a full-screen sheet.
import { MessageCircleIcon } from 'lucide-react';
import { Badge, Box, Float, IconButton, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { AppIcon } from '@/components/app-icon';
import { useAtom, useAtomValue } from '@/lib/store';
import { chatHeaderSlotAtom } from '../header-slot';
import { chatListCollapsedAtom } from '../state';

export function ChatsHeaderButton({ unread }: { unread: number }) {
  const [collapsed, setCollapsed] = useAtom(chatListCollapsedAtom);
  const slot = useAtomValue(chatHeaderSlotAtom);
  const unreadId = useId();
  if (!slot) return null;
  return createPortal(
    <Box position="relative" display="inline-flex">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={collapsed ? 'Expand chats' : 'Collapse chats'}
        aria-expanded={!collapsed}
        aria-describedby={unread > 0 ? unreadId : undefined}
        onClick={() => setCollapsed(!collapsed)}
      >
        <AppIcon icon={MessageCircleIcon} boxSize="4.5" />
      </IconButton>
      {unread > 0 && (
        <Float placement="top-end" offset="1.5" pointerEvents="none">
          <Badge size="xs" colorPalette="brand" variant="solid" borderRadius="full" data-testid="header-chat-unread">
            <Text as="span" srOnly id={unreadId}>
              Unread messages: {unread}
            </Text>
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          </Badge>
        </Float>
      )}
    </Box>,
    slot,
  );
}
