// The workspace shell: sidebar, header (menu toggle, role switcher, user menu) and the screen.
// Ctrl or Meta + B collapses and expands the sidebar (or opens the slide-over on mobile).
// A screen that keeps its state in the query string (Job Search, per word typed) navigates
// often: the sidebar and header are memoised so that only the screen redraws then.
import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { lazyComponent } from '@/components/lazy-component';
import { paths } from '@/config/paths';
import { RecoveringBoundary } from '@/components/recovering-boundary';
import { useAccess } from '@/features/auth/data/use-auth';
import { useNotificationWatchers } from '@/features/notifications/data/use-notification-watchers';
import { useRefusalToasts } from '@/hooks/use-refusal-toasts';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useAtom, useAtomValue } from '@/lib/store';
import { sidebarSections, workspaceLabels } from '../workspace/sidebar-model';
import { shellMode } from '../workspace/workspace-routing';
import { workspaceModeAtom } from '../workspace/workspace-state';
import { ShellHeader } from './shell-header';
import { DesktopSidebar, MobileSidebar } from './sidebar';
import { mobileSidebarOpenAtom, sidebarStateAtom, toggledSidebarState } from './sidebar-state';
import { importFresh } from '@/utils/module-loads';

// The chat reads the device's database: it arrives in its own chunk after the shell's first paint.
const FloatingChat = lazyComponent(() =>
  importFresh(() => import('@/features/chat/components/floating-chat')).then((m) => m.FloatingChat),
);
// The maintenance notice reads the server and listens on Realtime: neither is needed for the first
// paint, so its code (and that read) follows the shell in its own chunk.
const MaintenanceBanner = lazyComponent(() =>
  importFresh(() => import('@/components/maintenance-banner')).then((m) => m.MaintenanceBanner),
);
// One element for every render, so the chat is never redrawn by the shell. A chat that fails
// (its chunk fetched offline, say) leaves the screen be and comes back once it loads.
const floatingChat = (
  <RecoveringBoundary label="The chat failed" fallback={() => null}>
    <Suspense fallback={null}>
      <FloatingChat />
    </Suspense>
  </RecoveringBoundary>
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
  const { modes, flags, selectedCompany } = useAccess();
  const remembered = useAtomValue(workspaceModeAtom);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [state, setState] = useAtom(sidebarStateAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileSidebarOpenAtom);
  useNotificationWatchers();
  useRefusalToasts();

  const mode = shellMode(pathname, remembered, modes);
  const sections = useMemo(() => sidebarSections(mode, { isRecruiter: flags.recruiter }), [mode, flags.recruiter]);
  const toggle = useCallback(
    () => (isMobile ? setMobileOpen(!mobileOpen) : setState(toggledSidebarState(state))),
    [isMobile, mobileOpen, state, setMobileOpen, setState],
  );
  const hide = useCallback(() => setState('hidden'), [setState]);
  useSidebarShortcut(toggle);

  const toggleLabel = isMobile ? 'Open menu' : state === 'hidden' ? 'Show Menu' : 'Toggle sidebar';
  // /chat is the chats as a screen: the floating chat steps aside there, and with it the room
  // the page keeps free below its end for the collapsed Chats bar.
  const chatScreen = pathname === paths.chat;
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
            onHide={hide}
          />
        )
      )}
      <Flex direction="column" flex="1" minW="0">
        <ShellHeader
          mode={mode}
          companyName={mode === 'company' ? (selectedCompany?.company_name ?? null) : null}
          compact={isMobile}
          toggleLabel={toggleLabel}
          onToggle={toggle}
        />
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
        <Box
          as="main"
          id="main"
          flex="1"
          px={{ base: '4', md: '8' }}
          pt={{ base: '5', md: '8' }}
          // Room below the last row for the floating Chats bar (42 px tall, 16 px from the bottom),
          // so it never covers the end of a screen. On phones the bar is a header button instead.
          pb={chatScreen ? { base: '4', md: '6' } : { base: '8', md: '20' }}
          maxW="7xl"
          w="full"
          mx="auto"
        >
          <Outlet />
        </Box>
      </Flex>
      {!chatScreen && floatingChat}
    </Flex>
  );
}
