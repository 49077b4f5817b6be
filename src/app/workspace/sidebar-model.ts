// The sidebar's sections and items for each workspace (product-spec §2 "Sidebar"). Pure data,
// so the shell renders it and the tests read it.
import { paths } from '@/config/paths';
import type { WorkspaceMode } from '@/features/auth/utils/access-flags';

export type SidebarIcon =
  | 'sparkles'
  | 'calendar'
  | 'bell'
  | 'user'
  | 'settings'
  | 'briefcase'
  | 'users'
  | 'building'
  | 'team'
  | 'board'
  | 'search'
  | 'trophy'
  | 'megaphone'
  | 'dashboard'
  | 'mail'
  | 'ticket'
  | 'chart'
  | 'file'
  | 'bookmark'
  | 'badge';

export interface SidebarItem {
  label: string;
  to: string;
  icon: SidebarIcon;
  badge?: number;
  children?: { label: string; to: string }[];
}

export interface SidebarSection {
  id: string;
  label: string;
  items: SidebarItem[];
}

const workspaceItems: Record<WorkspaceMode, SidebarItem[]> = {
  company: [
    {
      label: 'Hiring Center',
      to: paths.company.hiringCenter,
      icon: 'briefcase',
      children: [
        { label: 'Active', to: paths.company.hiringActive },
        { label: 'Pause', to: paths.company.hiringPaused },
        { label: 'Archive', to: paths.company.hiringPast },
      ],
    },
    {
      label: 'Candidates',
      to: paths.company.candidates,
      icon: 'users',
      children: [
        { label: 'Hired', to: paths.company.candidatesWithStatus('hired') },
        { label: 'Talent Reserved', to: paths.company.candidatesWithStatus('talent_reserved') },
        { label: 'Rejected', to: paths.company.candidatesWithStatus('rejected') },
      ],
    },
    { label: 'Company Profile', to: paths.company.companyProfile, icon: 'building' },
    { label: 'Team Management', to: paths.company.teamManagement, icon: 'team' },
    { label: 'Job Board', to: paths.company.jobBoard, icon: 'board' },
  ],
  recruiter: [
    { label: 'Talent Search', to: paths.recruiter.talentSearch, icon: 'search' },
    { label: 'Placements', to: paths.recruiter.placements, icon: 'trophy' },
    { label: 'Candidates', to: paths.recruiter.candidates, icon: 'users' },
    { label: 'Campaigns', to: paths.recruiter.campaigns, icon: 'megaphone' },
    { label: 'Calendar', to: paths.recruiter.calendar, icon: 'calendar' },
  ],
  internal: [
    { label: 'Dashboard', to: paths.internal.dashboard, icon: 'dashboard' },
    { label: 'User Management', to: paths.internal.userManagement, icon: 'users' },
    { label: 'Email Templates', to: paths.internal.emailTemplates, icon: 'mail' },
    { label: 'Tickets', to: paths.internal.tickets, icon: 'ticket' },
    { label: 'Team', to: paths.internal.team, icon: 'team' },
    { label: 'Analytics', to: paths.internal.analytics, icon: 'chart' },
  ],
  talent: [
    { label: 'Job Search', to: paths.talent.jobs, icon: 'search' },
    { label: 'Applications', to: paths.talent.applications, icon: 'file' },
    { label: 'Saved Jobs', to: paths.talent.saved, icon: 'bookmark' },
  ],
};

export const workspaceLabels: Record<WorkspaceMode, string> = {
  talent: 'Talent',
  company: 'Company',
  recruiter: 'Recruiter',
  internal: 'Evee AI Internal',
};

export function sidebarSections(mode: WorkspaceMode, options: { isRecruiter: boolean }): SidebarSection[] {
  const account: SidebarItem[] = [
    { label: 'My Profile', to: paths.accountProfile, icon: 'user' },
    { label: 'Settings', to: paths.accountSettings, icon: 'settings' },
  ];
  if (!options.isRecruiter) account.push({ label: 'Apply for Recruiter', to: paths.applyRecruiter, icon: 'badge' });
  const main: SidebarItem[] = [
    { label: 'Evee AI', to: paths.eveeAi, icon: 'sparkles' },
    { label: 'Calendar', to: paths.calendar, icon: 'calendar' },
    // No count here: the bell beside the menu carries the one unread badge.
    { label: 'Notifications', to: paths.notifications, icon: 'bell' },
  ];
  // A recruiter's own section holds their calendar: a second 'Calendar' above it read as a
  // duplicate, so the sidebar lists one.
  const ownItems = workspaceItems[mode];
  const mainItems = ownItems.some((i) => i.icon === 'calendar') ? main.filter((i) => i.icon !== 'calendar') : main;
  return [
    { id: 'main', label: 'Main', items: mainItems },
    { id: mode, label: workspaceLabels[mode], items: ownItems },
    { id: 'account', label: 'Account', items: account },
  ];
}
