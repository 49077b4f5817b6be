// The sidebar's navigation: sections of links, sub-items under the active parent, the unread
// badge, and icon-only links with tooltips when collapsed. The links redraw only when which of
// them is active changes, not on every navigation (a search typed into the query string).
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { SidebarTooltip } from './sidebar-tooltip';
import { sidebarGlyphs } from './sidebar-glyphs';
import { unreadBadgeLabel } from '@/features/notifications/utils/badge';
import type { SidebarItem, SidebarSection } from '../workspace/sidebar-model';

function matches(to: string, pathname: string, search: string, exact: boolean): boolean {
  const [path, query] = to.split('?');
  if (query) return pathname === path && new URLSearchParams(search).toString() === query;
  return exact ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
}

function NavLinkRow(props: { item: SidebarItem; collapsed: boolean; active: boolean; onNavigate?: () => void }) {
  const { item, collapsed, active, onNavigate } = props;
  const badge = unreadBadgeLabel(item.badge ?? 0);
  const link = (
    <Flex
      asChild
      align="center"
      gap="3"
      px={collapsed ? '0' : '3'}
      justify={collapsed ? 'center' : 'flex-start'}
      h="9"
      borderRadius="l2"
      fontSize="sm"
      fontWeight={active ? 'semibold' : 'medium'}
      color={active ? 'brand.fg' : 'fg.muted'}
      bg={active ? 'brand.subtle' : 'transparent'}
      _hover={{ bg: active ? 'brand.subtle' : 'bg.muted', color: active ? 'brand.fg' : 'fg' }}
      focusRingColor="brand.focusRing"
    >
      <RouterLink
        to={item.to}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? (badge ? `${item.label}, ${badge} unread` : item.label) : undefined}
        onClick={onNavigate}
      >
        <Box position="relative" display="inline-flex">
          <AppIcon icon={sidebarGlyphs[item.icon]} boxSize="4.5" />
          {collapsed && badge && (
            <Box position="absolute" top="-1" right="-1" boxSize="2" borderRadius="full" bg="red.solid" />
          )}
        </Box>
        {!collapsed && (
          <Text as="span" flex="1" truncate>
            {item.label}
          </Text>
        )}
        {!collapsed && badge && (
          <Badge size="sm" colorPalette="red" variant="solid" aria-label={`${badge} unread`}>
            {badge}
          </Badge>
        )}
      </RouterLink>
    </Flex>
  );
  return collapsed ? <SidebarTooltip content={item.label}>{link}</SidebarTooltip> : link;
}

function SubItems(props: { items: { label: string; to: string }[]; active: string[]; onNavigate?: () => void }) {
  return (
    <Stack gap="0.5" mt="0.5" ms="7" ps="3" borderStartWidth="1px">
      {props.items.map((child) => {
        const active = props.active.includes(child.to);
        return (
          <Box
            key={child.to}
            asChild
            px="3"
            py="1.5"
            borderRadius="l2"
            fontSize="sm"
            color={active ? 'brand.fg' : 'fg.muted'}
            fontWeight={active ? 'semibold' : 'normal'}
            bg={active ? 'brand.subtle' : 'transparent'}
            _hover={{ bg: 'bg.muted', color: 'fg' }}
          >
            <RouterLink to={child.to} aria-current={active ? 'page' : undefined} onClick={props.onNavigate}>
              {child.label}
            </RouterLink>
          </Box>
        );
      })}
    </Stack>
  );
}

function Section(props: { section: SidebarSection; collapsed: boolean; active: string[]; onNavigate?: () => void }) {
  const { section, collapsed, active } = props;
  return (
    <Stack gap="0.5" role="group" aria-label={section.label}>
      {!collapsed && (
        <Text
          px="3"
          pb="1"
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {section.label}
        </Text>
      )}
      {section.items.map((item) => {
        const parentActive = active.includes(item.to);
        const childActive = item.children?.some((c) => active.includes(c.to)) ?? false;
        return (
          <Box key={item.to}>
            <NavLinkRow
              item={item}
              collapsed={collapsed}
              active={parentActive && !childActive}
              onNavigate={props.onNavigate}
            />
            {!collapsed && item.children && parentActive && (
              <SubItems items={item.children} active={active} onNavigate={props.onNavigate} />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The links active at this address: parents by prefix, sub-items exactly, as one string. */
function activeKeyOf(sections: SidebarSection[], pathname: string, search: string): string {
  const active: string[] = [];
  for (const section of sections)
    for (const item of section.items) {
      if (matches(item.to, pathname, search, false)) active.push(item.to);
      for (const child of item.children ?? []) if (matches(child.to, pathname, search, true)) active.push(child.to);
    }
  return active.join('\n');
}

interface NavProps {
  sections: SidebarSection[];
  collapsed: boolean;
  onNavigate?: () => void;
}

const Sections = memo(function Sections(props: NavProps & { activeKey: string }) {
  const active = props.activeKey.split('\n');
  return (
    <Stack
      as="nav"
      aria-label="Main navigation"
      gap="5"
      px={props.collapsed ? '2' : '3'}
      py="4"
      flex="1"
      overflowY="auto"
    >
      {props.sections.map((section) => (
        <Section
          key={section.id}
          section={section}
          collapsed={props.collapsed}
          active={active}
          onNavigate={props.onNavigate}
        />
      ))}
    </Stack>
  );
});

export function SidebarNav(props: NavProps) {
  const { pathname, search } = useLocation();
  return <Sections {...props} activeKey={activeKeyOf(props.sections, pathname, search)} />;
}
