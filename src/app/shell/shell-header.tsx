// The shell's header: the menu toggle, the workspace (and company) name, the sync indicator,
// on phones the chat's button (its slot) and the bell, Switch Roles and the user menu.
// Memoised: it redraws when these change, not on every navigation.
import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { MenuIcon, PanelLeftIcon } from 'lucide-react';
import { memo } from 'react';
import { AppIcon } from '@/components/app-icon';
import { SyncIndicator } from '@/components/sync-indicator';
import { chatHeaderSlotAtom } from '@/features/chat/header-slot';
import { useSetAtom } from '@/lib/store';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { WorkspaceMode } from '@/features/auth/utils/access-flags';
import { workspaceLabels } from '../workspace/sidebar-model';
import { RoleSwitcher } from './role-switcher';
import { UserMenu } from './user-menu';

interface Props {
  mode: WorkspaceMode;
  companyName: string | null;
  /** A phone: the menu opens a slide-over and the bell sits here. */
  compact: boolean;
  toggleLabel: string;
  onToggle: () => void;
}

function ShellHeaderView({ mode, companyName, compact, toggleLabel, onToggle }: Props) {
  const setChatSlot = useSetAtom(chatHeaderSlotAtom);
  return (
    <Flex
      as="header"
      h="14"
      px={{ base: '3', md: '5' }}
      align="center"
      justify="space-between"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      {/* The names give way (the company's truncates) so the controls on the right always fit. */}
      <HStack gap="2" minW="0" flexShrink={1}>
        <IconButton variant="ghost" size="sm" aria-label={toggleLabel} onClick={onToggle} aria-keyshortcuts="Control+B">
          <AppIcon icon={compact ? MenuIcon : PanelLeftIcon} boxSize="4.5" />
        </IconButton>
        <HStack gap="1.5" fontSize="sm" minW="0" data-testid="current-workspace">
          <Text fontWeight="semibold" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
            {workspaceLabels[mode]}
          </Text>
          {companyName && (
            <>
              <Text color="fg.subtle" display={{ base: 'none', sm: 'block' }} aria-hidden="true">
                /
              </Text>
              <Text fontWeight="semibold" truncate>
                {companyName}
              </Text>
            </>
          )}
        </HStack>
      </HStack>
      <HStack gap={{ base: '1', sm: '2' }} flexShrink={0}>
        <SyncIndicator />
        {compact && <Box ref={setChatSlot} display="contents" />}
        {compact && <NotificationBell />}
        <RoleSwitcher current={mode} compact={compact} />
        <UserMenu />
      </HStack>
    </Flex>
  );
}

export const ShellHeader = memo(ShellHeaderView);
