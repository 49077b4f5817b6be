// The lucide icon drawn for each of the sidebar model's icon names. The model stays plain data
// (its tests read names); the shell draws these.
import {
  BadgeCheckIcon,
  BellIcon,
  BookmarkIcon,
  BriefcaseIcon,
  Building2Icon,
  CalendarIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  MailIcon,
  MegaphoneIcon,
  SearchIcon,
  SettingsIcon,
  SparklesIcon,
  TicketIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  UsersRoundIcon,
} from 'lucide-react';
import type { AppIconGlyph } from '@/components/app-icon';
import type { SidebarIcon } from '../workspace/sidebar-model';

export const sidebarGlyphs: Record<SidebarIcon, AppIconGlyph> = {
  sparkles: SparklesIcon,
  calendar: CalendarIcon,
  bell: BellIcon,
  user: UserIcon,
  settings: SettingsIcon,
  briefcase: BriefcaseIcon,
  users: UsersIcon,
  building: Building2Icon,
  team: UsersRoundIcon,
  board: ClipboardListIcon,
  search: SearchIcon,
  trophy: TrophyIcon,
  megaphone: MegaphoneIcon,
  dashboard: LayoutDashboardIcon,
  mail: MailIcon,
  ticket: TicketIcon,
  chart: ChartColumnIcon,
  file: FileTextIcon,
  bookmark: BookmarkIcon,
  badge: BadgeCheckIcon,
};
