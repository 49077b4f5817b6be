// The lazily loaded route chunks, named once so the router and the preloader share them. The
// signed-in area's chunks arrive with its Chakra recipes registered (theme/system.ts).
import { loadWorkspaceRecipes } from '../theme/system';
import type { PreloadTarget } from '../workspace/preload-plan';

const withWorkspaceRecipes =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadWorkspaceRecipes()]))[0];

export const routeModules = {
  landing: () => import('@/features/landing/components/landing-page'),
  auth: () => import('@/features/auth/components/auth-page'),
  resetPassword: () => import('@/features/auth/components/reset-password-page'),
  shell: withWorkspaceRecipes(() => import('../shell/workspace-shell')),
  talent: withWorkspaceRecipes(() => import('./talent-pages')),
  talentLists: withWorkspaceRecipes(() => import('./talent-list-pages')),
  companyHiring: withWorkspaceRecipes(() => import('./company-hiring-pages')),
  companyCandidates: withWorkspaceRecipes(() => import('./company-candidate-pages')),
  companySettings: withWorkspaceRecipes(() => import('./company-settings-pages')),
  recruiter: withWorkspaceRecipes(() => import('./recruiter-pages')),
  internal: withWorkspaceRecipes(() => import('./internal-pages')),
  shared: withWorkspaceRecipes(() => import('./shared-pages')),
  chat: withWorkspaceRecipes(() => import('./chat-pages')),
  publicPages: () => import('./public-pages'),
};

export const preloadModules: Record<PreloadTarget, () => Promise<unknown>> = {
  'talent-jobs': routeModules.talent,
  'company-hiring-center': routeModules.companyHiring,
  'talent-applications': routeModules.talentLists,
  notifications: routeModules.shared,
  'evee-ai': routeModules.shared,
  'company-candidates': routeModules.companyCandidates,
  calendar: routeModules.shared,
  settings: routeModules.shared,
};
