/**
 * The screens `npm run shots` photographs: every route a demo account can open, and the
 * signed-out pages. Kept beside the script, not in src/, since only the tooling reads it.
 */
export interface ShotSet {
  account: string | null;
  routes: string[];
}

const shared = ['/evee-ai', '/calendar', '/notifications', '/account/profile', '/account/settings'];

export const shotSets: ShotSet[] = [
  {
    account: null,
    routes: [
      '/',
      '/jobs',
      '/jobs?q=engineer&workplace=remote',
      '/auth',
      '/reset-password',
      '/company/acme',
      '/company/acme/senior-frontend-engineer',
      '/no-such-page',
    ],
  },
  {
    account: 'talent@evee.dev',
    routes: [
      '/workspace/talent/jobs',
      '/workspace/talent/applications',
      '/workspace/talent/saved',
      '/apply/recruiter',
      '/company-profile/acme',
      ...shared,
    ],
  },
  {
    account: 'company@evee.dev',
    routes: [
      '/workspace/company/hiring-center',
      '/workspace/company/hiring-center/paused',
      '/workspace/company/hiring-center/past',
      '/workspace/company/candidates',
      '/workspace/company/candidates?status=hired',
      '/workspace/company/candidates?sort=match&match=50',
      '/workspace/company/candidates/ab000000-0000-4000-8000-000000000001/profile',
      '/workspace/company/company-profile',
      '/workspace/company/team-management',
      '/workspace/company/job-board',
    ],
  },
  {
    account: 'recruiter@evee.dev',
    routes: [
      '/workspace/recruiter/talent-search',
      '/workspace/recruiter/placements',
      '/workspace/recruiter/candidates',
      '/workspace/recruiter/campaigns',
      '/workspace/recruiter/calendar',
    ],
  },
  {
    account: 'internal@evee.dev',
    routes: [
      '/workspace/internal/dashboard',
      '/workspace/internal/user-management',
      '/workspace/internal/user-management?user=d0000000-0000-4000-8000-000000000003',
      '/workspace/internal/user-management?view=audit',
      '/workspace/internal/email-templates',
      '/workspace/internal/email-templates?template=interview_scheduled_email',
      '/workspace/internal/tickets',
      '/workspace/internal/tickets?ticket=a7000000-0000-4000-8000-000000000005',
      '/workspace/internal/team',
      '/workspace/internal/analytics',
    ],
  },
  { account: 'all@evee.dev', routes: ['/workspace/talent/jobs'] },
];

export const viewports = {
  desktop: { width: 1400, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
