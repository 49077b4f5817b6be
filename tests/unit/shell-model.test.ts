import { describe, expect, it } from 'vitest';
import {
  accessRedirect,
  areaForPath,
  firstUsableLanding,
  landingAfterSwitch,
  shellMode,
} from '@/app/workspace/workspace-routing';
import { sidebarSections } from '@/app/workspace/sidebar-model';
import { preloadOrder } from '@/app/workspace/preload-plan';
import { unreadBadgeLabel } from '@/features/notifications/utils/badge';
import { initialLimiterState, limitToast } from '@/utils/toast-limiter';

describe('workspace routing', () => {
  it('picks the workspace group by path prefix, talent otherwise', () => {
    expect(areaForPath('/workspace/internal/tickets')).toBe('internal');
    expect(areaForPath('/workspace/company/hiring-center/active')).toBe('company');
    expect(areaForPath('/workspace/recruiter/placements')).toBe('recruiter');
    expect(areaForPath('/workspace/talent/jobs')).toBe('talent');
    expect(areaForPath('/workspace/companyish')).toBe('talent');
    expect(areaForPath('/calendar')).toBeNull();
  });

  it('sends someone without access to the first usable area, else to sign-in', () => {
    expect(accessRedirect('/workspace/company/hiring-center', ['talent'])).toBe('/workspace/talent/jobs');
    expect(accessRedirect('/workspace/internal/dashboard', ['company', 'recruiter'])).toBe(
      '/workspace/company/hiring-center',
    );
    expect(accessRedirect('/workspace/company/job-board', ['company'])).toBeNull();
    expect(accessRedirect('/calendar', ['recruiter'])).toBeNull();
    expect(firstUsableLanding([])).toBe('/auth');
  });

  it('lands a switch on the mode default only when it is allowed', () => {
    expect(landingAfterSwitch('recruiter', ['recruiter', 'internal'])).toBe('/workspace/recruiter/talent-search');
    expect(landingAfterSwitch('company', ['recruiter', 'internal'])).toBe('/workspace/recruiter/talent-search');
  });

  it('frames shared paths with the remembered mode while it is allowed', () => {
    expect(shellMode('/calendar', 'company', ['talent', 'company'])).toBe('company');
    expect(shellMode('/calendar', 'internal', ['talent', 'company'])).toBe('talent');
    expect(shellMode('/workspace/company/job-board', 'talent', ['talent', 'company'])).toBe('company');
  });
});

describe('sidebar model', () => {
  it('gives every workspace the main and account sections around its own items', () => {
    const sections = sidebarSections('company', { isRecruiter: false });
    expect(sections.map((s) => s.id)).toEqual(['main', 'company', 'account']);
    expect(sections[0]!.items.map((i) => i.label)).toEqual(['Evee AI', 'Calendar', 'Notifications']);
    const hiring = sections[1]!.items[0]!;
    expect(hiring.children?.map((c) => c.label)).toEqual(['Active', 'Pause', 'Archive']);
    expect(sections[1]!.items[1]!.children?.map((c) => c.to)).toEqual([
      '/workspace/company/candidates?status=hired',
      '/workspace/company/candidates?status=talent_reserved',
      '/workspace/company/candidates?status=rejected',
    ]);
  });

  it('lists the items of each workspace', () => {
    const labels = (mode: 'talent' | 'recruiter' | 'internal') =>
      sidebarSections(mode, { isRecruiter: false })[1]!.items.map((i) => i.label);
    expect(labels('talent')).toEqual(['Job Search', 'Applications', 'Saved Jobs']);
    expect(labels('recruiter')).toEqual(['Talent Search', 'Placements', 'Candidates', 'Campaigns', 'Calendar']);
    expect(labels('internal')).toEqual([
      'Dashboard',
      'User Management',
      'Email Templates',
      'Tickets',
      'Team',
      'Analytics',
    ]);
  });

  it('lists Calendar once for a recruiter, in their own section', () => {
    const sections = sidebarSections('recruiter', { isRecruiter: true });
    const calendars = sections.flatMap((s) => s.items.filter((i) => i.label === 'Calendar').map((i) => [s.id, i.to]));
    expect(calendars).toEqual([['recruiter', '/workspace/recruiter/calendar']]);
    expect(sidebarSections('talent', { isRecruiter: false })[0]!.items.map((i) => i.label)).toContain('Calendar');
  });

  it('leaves the unread count to the bell: the Notifications link carries no second badge', () => {
    for (const mode of ['talent', 'company', 'recruiter', 'internal'] as const) {
      const items = sidebarSections(mode, { isRecruiter: false }).flatMap((s) => s.items);
      expect(items.filter((i) => i.badge !== undefined)).toEqual([]);
    }
  });

  it('offers the recruiter application to everyone but recruiters', () => {
    const account = (isRecruiter: boolean) =>
      sidebarSections('talent', { isRecruiter })[2]!.items.map((i) => [i.label, i.to]);
    // Named as the application's own screen and Switch Roles name it.
    expect(account(false)).toContainEqual(['Apply for Recruiter', '/apply/recruiter']);
    expect(account(true).map(([, to]) => to)).not.toContain('/apply/recruiter');
  });

  it('caps the unread badge at 99+', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(7)).toBe('7');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
  });
});

describe('toast limiter', () => {
  it('drops toasts after 3 within 2 seconds and lets them through once 2 seconds pass', () => {
    let state = initialLimiterState;
    const shown: boolean[] = [];
    for (const at of [0, 100, 200, 300, 1500, 3600, 3700]) {
      const result = limitToast(state, at);
      shown.push(result.show);
      state = result.state;
    }
    expect(shown).toEqual([true, true, true, false, false, true, true]);
  });
});

describe('preloading', () => {
  it('fetches high, then medium, then low priority screens', () => {
    expect(preloadOrder()).toEqual([
      'talent-jobs',
      'company-hiring-center',
      'talent-applications',
      'notifications',
      'evee-ai',
      'company-candidates',
      'calendar',
      'settings',
    ]);
  });
});
