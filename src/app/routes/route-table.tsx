// Every route of product-spec §2 with its guards and redirects. Screens load lazily, one chunk
// per workspace (talent's first screen, Job Search, apart from its lists; the company's Hiring
// Center, candidates and settings apart from each other), so /auth and the
// landing page stay light.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DASHBOARD_READ_KEY } from '@/features/internal/data/dashboard-read';
import { readKeptAnswerAhead } from '@/lib/server-reads/read-ahead';
import { storedSession } from '@/lib/supabase';
import { ErrorScreen } from '@/components/error-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { NotFoundPage } from '@/components/not-found-page';
import { RedirectIfSignedIn, RequireArea, RequireAuth, WorkspaceIndexRedirect } from './guards';
import { routeModules } from './route-modules';
import { RootLayout } from '../root-layout';

type Modules = typeof routeModules;

/** A lazy route whose component is one named export of a route chunk. */
function page<K extends keyof Modules>(chunk: K, name: keyof Awaited<ReturnType<Modules[K]>>) {
  return async () => {
    const mod = (await routeModules[chunk]()) as Record<string, unknown>;
    return { Component: mod[name as string] as ComponentType };
  };
}

/**
 * A route whose screen shows a server read's kept answer: that answer is read from the device as
 * the route's code starts loading (a returning visit's start, or a navigation), beside it.
 */
function readingAhead(key: readonly string[], load: () => Promise<{ Component: ComponentType }>) {
  return () => {
    // The viewer as server-reads names it: signed out, there is nothing kept to read ahead.
    const viewer = storedSession()?.user.id;
    if (viewer) readKeptAnswerAhead(viewer, key);
    return load();
  };
}

const to = (path: string) => <Navigate to={path} replace />;
const redirect = (path: string, target: string): RouteObject => ({ path, element: to(target) });

const talentRoutes: RouteObject[] = [
  { index: true, element: to(paths.talent.jobs) },
  { path: 'jobs', lazy: page('talent', 'JobsPage') },
  { path: 'applications', lazy: page('talentLists', 'ApplicationsPage') },
  { path: 'saved', lazy: page('talentLists', 'SavedJobsPage') },
  redirect('*', paths.talent.jobs),
];

const personalRoutes: RouteObject[] = [
  redirect('jobs', paths.talent.jobs),
  redirect('applications', paths.talent.applications),
  redirect('applications/saved', paths.talent.saved),
  redirect('community', paths.talent.jobs),
  { index: true, element: to(paths.talent.jobs) },
  redirect('*', paths.talent.jobs),
];

const companyRoutes: RouteObject[] = [
  { index: true, element: to(paths.company.hiringCenter) },
  { path: 'hiring-center', lazy: page('companyHiring', 'HiringCenterPage') },
  { path: 'hiring-center/active', lazy: page('companyHiring', 'ActivePlansPage') },
  { path: 'hiring-center/paused', lazy: page('companyHiring', 'PausedPlansPage') },
  { path: 'hiring-center/past', lazy: page('companyHiring', 'PastPlansPage') },
  { path: 'hiring-center/plan/:id', lazy: page('companyHiring', 'HiringPlanPage') },
  { path: 'candidates', lazy: page('companyCandidates', 'CandidatesPage') },
  { path: 'candidates/:candidateId/profile', lazy: page('companyCandidates', 'CandidateProfilePage') },
  { path: 'company-profile', lazy: page('companySettings', 'CompanySettingsPage') },
  { path: 'team-management', lazy: page('companySettings', 'TeamManagementPage') },
  { path: 'job-board', lazy: page('companySettings', 'JobBoardPage') },
  redirect('community', paths.company.hiringCenter),
  redirect('community/company', paths.company.hiringCenter),
  redirect('organizations', paths.company.companyProfile),
  { path: '*', element: <NotFoundPage /> },
];

const recruiterRoutes: RouteObject[] = [
  { index: true, element: to(paths.recruiter.talentSearch) },
  { path: 'talent-search', lazy: page('recruiter', 'TalentSearchPage') },
  { path: 'placements', lazy: page('recruiter', 'PlacementsPage') },
  { path: 'candidates', lazy: page('recruiter', 'RecruiterCandidatesPage') },
  { path: 'campaigns', lazy: page('recruiter', 'CampaignsPage') },
  { path: 'calendar', lazy: page('recruiter', 'RecruiterCalendarPage') },
  redirect('community', paths.recruiter.talentSearch),
  redirect('community/me', paths.recruiter.talentSearch),
  { path: '*', element: <NotFoundPage /> },
];

const internalRoutes: RouteObject[] = [
  { index: true, element: to(paths.internal.dashboard) },
  { path: 'dashboard', lazy: readingAhead(DASHBOARD_READ_KEY, page('internal', 'DashboardPage')) },
  { path: 'management', lazy: page('internal', 'UserManagementPage') },
  { path: 'user-management', lazy: page('internal', 'UserManagementPage') },
  { path: 'tickets', lazy: page('internal', 'TicketsPage') },
  { path: 'team', lazy: page('internal', 'InternalTeamPage') },
  { path: 'email-templates', lazy: page('internal', 'EmailTemplatesPage') },
  { path: 'analytics', lazy: page('internal', 'AnalyticsPage') },
  redirect('recruiter-requests', paths.internal.recruiterApplicationTickets),
  redirect('*', paths.internal.dashboard),
];

const area = (path: string, children: RouteObject[]): RouteObject => ({
  path,
  element: <RequireArea />,
  children,
});

const shellRoutes: RouteObject[] = [
  { path: '/company-profile/:companyIdentifier', lazy: page('shared', 'CompanyProfileViewPage') },
  { path: '/user/:userId', lazy: page('shared', 'UserProfilePage') },
  { path: paths.eveeAi, lazy: page('shared', 'EveeAiPage') },
  { path: paths.chat, lazy: page('chat', 'ChatPage') },
  { path: paths.help, lazy: page('shared', 'HelpPage') },
  { path: paths.calendar, lazy: page('shared', 'CalendarPage') },
  { path: paths.notifications, lazy: page('shared', 'NotificationsPage') },
  { path: paths.applyRecruiter, lazy: page('shared', 'ApplyRecruiterPage') },
  { path: paths.accountProfile, lazy: page('shared', 'AccountProfilePage') },
  { path: paths.accountSettings, lazy: page('shared', 'AccountSettingsPage') },
  {
    path: paths.workspace,
    children: [
      { index: true, element: <WorkspaceIndexRedirect /> },
      area('talent', talentRoutes),
      area('personal', personalRoutes),
      area('company', companyRoutes),
      area('recruiter', recruiterRoutes),
      area('internal', internalRoutes),
      { path: '*', element: <NotFoundPage standalone /> },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <LoadingScreen message="Loading..." />,
    children: [
      { path: paths.landing, lazy: page('landing', 'default') },
      { element: <RedirectIfSignedIn />, children: [{ path: paths.auth, lazy: page('auth', 'AuthPage') }] },
      { path: paths.resetPassword, lazy: page('resetPassword', 'ResetPasswordPage') },
      { path: paths.jobs, lazy: page('publicPages', 'PublicJobsPage') },
      { path: '/company/:companyIdentifier', lazy: page('publicPages', 'PublicCompanyJobsPage') },
      { path: '/company/:companyIdentifier/:jobIdentifier', lazy: page('publicPages', 'PublicJobPage') },
      redirect(paths.legacyRecruiterApplication, paths.applyRecruiter),
      {
        element: <RequireAuth />,
        children: [{ lazy: page('shell', 'WorkspaceShell'), children: shellRoutes }],
      },
      { path: '*', element: <NotFoundPage standalone /> },
    ],
  },
];
