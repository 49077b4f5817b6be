// The workspace sidebar: 16 rem expanded, 4 rem collapsed, or hidden on desktop; an 18 rem
// slide-over below 768 px.
import { EyeOffIcon } from 'lucide-react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { memo, Suspense, useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { AppIcon } from '@/components/app-icon';
import { SidebarTooltip } from './sidebar-tooltip';
import { lazyComponent } from '@/components/lazy-component';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { SidebarSection } from '../workspace/sidebar-model';
import { SidebarNav } from './sidebar-nav';
import { importFresh } from '@/utils/module-loads';

interface SidebarProps {
  sections: SidebarSection[];
  workspaceLabel: string;
}

function SidebarHeader({ collapsed, workspaceLabel }: { collapsed: boolean; workspaceLabel: string }) {
  return (
    <Flex
      h="14"
      align="center"
      px={collapsed ? '0' : '4'}
      justify={collapsed ? 'center' : 'flex-start'}
      borderBottomWidth="1px"
    >
      <RouterLink to={paths.workspace} aria-label={`Evee, ${workspaceLabel} workspace`}>
        <BrandLogo hideName={collapsed} />
      </RouterLink>
      {!collapsed && (
        <Text ms="2" fontSize="xs" color="fg.muted" truncate>
          {workspaceLabel}
        </Text>
      )}
    </Flex>
  );
}

function DesktopSidebarView(props: SidebarProps & { collapsed: boolean; onHide: () => void }) {
  const hide = (
    <Button
      variant="ghost"
      size="sm"
      w="full"
      justifyContent={props.collapsed ? 'center' : 'flex-start'}
      color="fg.muted"
      onClick={props.onHide}
      aria-label={props.collapsed ? 'Hide Menu' : undefined}
    >
      <AppIcon icon={EyeOffIcon} boxSize="4" />
      {!props.collapsed && 'Hide Menu'}
    </Button>
  );
  return (
    <Flex
      as="aside"
      data-testid="sidebar"
      data-state={props.collapsed ? 'collapsed' : 'expanded'}
      direction="column"
      w={props.collapsed ? '4rem' : '16rem'}
      flexShrink={0}
      h="100dvh"
      position="sticky"
      top="0"
      borderEndWidth="1px"
      bg="bg.panel"
      transition="width 200ms ease"
    >
      <SidebarHeader collapsed={props.collapsed} workspaceLabel={props.workspaceLabel} />
      <SidebarNav sections={props.sections} collapsed={props.collapsed} />
      <Box p="2" borderTopWidth="1px">
        <NotificationBell />
        {props.collapsed ? <SidebarTooltip content="Hide Menu">{hide}</SidebarTooltip> : hide}
      </Box>
    </Flex>
  );
}

// The drawer's code arrives only on a phone-sized screen; it mounts closed (or opens as it lands
// if Open menu was pressed first), so nothing shifts while it loads.
const SidebarDrawer = lazyComponent(() => importFresh(() => import('./sidebar-drawer')).then((m) => m.SidebarDrawer));

function MobileSidebarView(props: SidebarProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { onOpenChange } = props;
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Suspense fallback={null}>
      <SidebarDrawer open={props.open} onOpenChange={onOpenChange}>
        <SidebarHeader collapsed={false} workspaceLabel={props.workspaceLabel} />
        <SidebarNav sections={props.sections} collapsed={false} onNavigate={close} />
        <Box p="2" borderTopWidth="1px">
          <NotificationBell />
        </Box>
      </SidebarDrawer>
    </Suspense>
  );
}

// Memoised: the shell redraws on every navigation, the sidebar only when its props change.
export const DesktopSidebar = memo(DesktopSidebarView);
export const MobileSidebar = memo(MobileSidebarView);
