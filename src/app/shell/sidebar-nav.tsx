// The sidebar's navigation: sections of links, sub-items under the active parent, the unread
// badge, and icon-only links with tooltips when collapsed. The links redraw only when which of
// them is active changes, not on every navigation (a search typed into the query string). Plain
// elements styled once by the nav (sidebar-nav-styles.ts).
import { Box } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SidebarTooltip } from './sidebar-tooltip';
import { sidebarGlyphs } from './sidebar-glyphs';
import { sidebarNavStyles } from './sidebar-nav-styles';
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
  const Glyph = sidebarGlyphs[item.icon];
  const link = (
    <RouterLink
      to={item.to}
      className="nav-link"
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? (badge ? `${item.label}, ${badge} unread` : item.label) : undefined}
      onClick={onNavigate}
    >
      <span className="nav-icon">
        <Glyph strokeWidth={2} aria-hidden />
        {collapsed && badge && <span className="nav-dot" />}
      </span>
      {!collapsed && <span className="nav-label">{item.label}</span>}
      {!collapsed && badge && (
        <span className="nav-badge" aria-label={`${badge} unread`}>
          {badge}
        </span>
      )}
    </RouterLink>
  );
  return collapsed ? <SidebarTooltip content={item.label}>{link}</SidebarTooltip> : link;
}

function SubItems(props: { items: { label: string; to: string }[]; active: string[]; onNavigate?: () => void }) {
  return (
    <div className="nav-sub">
      {props.items.map((child) => (
        <RouterLink
          key={child.to}
          to={child.to}
          aria-current={props.active.includes(child.to) ? 'page' : undefined}
          onClick={props.onNavigate}
        >
          {child.label}
        </RouterLink>
      ))}
    </div>
  );
}

function Section(props: { section: SidebarSection; collapsed: boolean; active: string[]; onNavigate?: () => void }) {
  const { section, collapsed, active } = props;
  return (
    <div className="nav-section" role="group" aria-label={section.label}>
      {!collapsed && <p className="nav-section-label">{section.label}</p>}
      {section.items.map((item) => {
        const parentActive = active.includes(item.to);
        const childActive = item.children?.some((c) => active.includes(c.to)) ?? false;
        return (
          <div key={item.to}>
            <NavLinkRow
              item={item}
              collapsed={collapsed}
              active={parentActive && !childActive}
              onNavigate={props.onNavigate}
            />
            {!collapsed && item.children && parentActive && (
              <SubItems items={item.children} active={active} onNavigate={props.onNavigate} />
            )}
          </div>
        );
      })}
    </div>
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
    <Box as="nav" aria-label="Main navigation" data-collapsed={props.collapsed ? '' : undefined} css={sidebarNavStyles}>
      {props.sections.map((section) => (
        <Section
          key={section.id}
          section={section}
          collapsed={props.collapsed}
          active={active}
          onNavigate={props.onNavigate}
        />
      ))}
    </Box>
  );
});

export function SidebarNav(props: NavProps) {
  const { pathname, search } = useLocation();
  return <Sections {...props} activeKey={activeKeyOf(props.sections, pathname, search)} />;
}
