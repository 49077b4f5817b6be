import { MenuIcon, PanelLeftIcon } from 'lucide-react';
// The workspace shell: sidebar, header (menu toggle, role switcher, user menu) and the screen.
// Ctrl or Meta + B collapses and expands the sidebar (or opens the slide-over on mobile).
import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SyncIndicator } from '@/components/sync-indicator';
import { useAccess, useSession } from '@/features/auth/data/use-auth';
import { useNotificationWatchers } from '@/features/notifications/data/use-notification-watchers';
import { useUnreadCount } from '@/features/notifications/data/use-unread-count';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useAtom, useAtomValue } from '@/lib/store';
import { sidebarSections, workspaceLabels } from '../workspace/sidebar-model';
import { shellMode } from '../workspace/workspace-routing';
import { workspaceModeAtom } from '../workspace/workspace-state';
import { RoleSwitcher } from './role-switcher';
import { DesktopSidebar, MobileSidebar } from './sidebar';
import { mobileSidebarOpenAtom, sidebarStateAtom, toggledSidebarState } from './sidebar-state';
import { UserMenu } from './user-menu';

// The chat reads the device's database: it arrives in its own chunk after the shell's first paint.
const FloatingChat = lazy(() =>
  import('@/features/chat/components/floating-chat').then((m) => ({ default: m.FloatingChat })),
);

function useSidebarShortcut(onToggle: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        onToggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onToggle]);
}

export function WorkspaceShell() {
  const session = useSession();
  const { modes, flags, selectedCompany } = useAccess();
  const remembered = useAtomValue(workspaceModeAtom);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [state, setState] = useAtom(sidebarStateAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileSidebarOpenAtom);
  const unread = useUnreadCount(session?.user.id);
  useNotificationWatchers();

  const mode = shellMode(pathname, remembered, modes);
  const sections = sidebarSections(mode, { unreadCount: unread, isRecruiter: flags.recruiter });
  const toggle = () => (isMobile ? setMobileOpen(!mobileOpen) : setState(toggledSidebarState(state)));
  useSidebarShortcut(toggle);

  const toggleLabel = isMobile ? 'Open menu' : state === 'hidden' ? 'Show Menu' : 'Toggle sidebar';
  return (
    <Flex minH="100dvh" bg="bg">
      {isMobile ? (
        <MobileSidebar
          sections={sections}
          workspaceLabel={workspaceLabels[mode]}
          open={mobileOpen}
          onOpenChange={setMobileOpen}
        />
      ) : (
        state !== 'hidden' && (
          <DesktopSidebar
            sections={sections}
            workspaceLabel={workspaceLabels[mode]}
            collapsed={state === 'collapsed'}
            onHide={() => setState('hidden')}
          />
        )
      )}
      <Flex direction="column" flex="1" minW="0">
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
          <HStack gap="2">
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={toggleLabel}
              onClick={toggle}
              aria-keyshortcuts="Control+B"
            >
              <AppIcon icon={isMobile ? MenuIcon : PanelLeftIcon} boxSize="4.5" />
            </IconButton>
            <HStack gap="1.5" fontSize="sm" minW="0" data-testid="current-workspace">
              <Text fontWeight="semibold" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
                {workspaceLabels[mode]}
              </Text>
              {mode === 'company' && selectedCompany && (
                <>
                  <Text color="fg.subtle" display={{ base: 'none', sm: 'block' }} aria-hidden="true">
                    /
                  </Text>
                  <Text fontWeight="semibold" truncate>
                    {selectedCompany.company_name}
                  </Text>
                </>
              )}
            </HStack>
          </HStack>
          <HStack gap={{ base: '1', sm: '2' }}>
            <SyncIndicator />
            {/* On a phone the sidebar is a closed slide-over, so the bell sits in the header. */}
            {isMobile && <NotificationBell />}
            <RoleSwitcher current={mode} compact={isMobile} />
            <UserMenu />
          </HStack>
        </Flex>
        <Box
          as="main"
          id="main"
          flex="1"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
          maxW="7xl"
          w="full"
          mx="auto"
        >
          <Outlet />
        </Box>
      </Flex>
      <Suspense fallback={null}>
        <FloatingChat />
      </Suspense>
    </Flex>
  );
}
