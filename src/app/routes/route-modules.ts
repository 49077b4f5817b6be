// The lazily loaded route chunks, named once so the router and the preloader share them. The
// signed-in area's chunks arrive with its Chakra recipes registered (theme/system.ts).
import { loadWorkspaceRecipes } from '../theme/system';
import type { PreloadTarget } from '../workspace/preload-plan';
import { importFresh } from '@/utils/module-loads';

const withWorkspaceRecipes =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadWorkspaceRecipes()]))[0];

export const routeModules = {
  landing: () => importFresh(() => import('@/features/landing/components/landing-page')),
  auth: () => importFresh(() => import('@/features/auth/components/auth-page')),
  resetPassword: () => importFresh(() => import('@/features/auth/components/reset-password-page')),
  shell: withWorkspaceRecipes(() => importFresh(() => import('../shell/workspace-shell'))),
  talent: withWorkspaceRecipes(() => importFresh(() => import('./talent-pages'))),
  talentLists: withWorkspaceRecipes(() => importFresh(() => import('./talent-list-pages'))),
  companyHiring: withWorkspaceRecipes(() => importFresh(() => import('./company-hiring-pages'))),
  companyCandidates: withWorkspaceRecipes(() => importFresh(() => import('./company-candidate-pages'))),
  companySettings: withWorkspaceRecipes(() => importFresh(() => import('./company-settings-pages'))),
  recruiter: withWorkspaceRecipes(() => importFresh(() => import('./recruiter-pages'))),
  internal: withWorkspaceRecipes(() => importFresh(() => import('./internal-pages'))),
  shared: withWorkspaceRecipes(() => importFresh(() => import('./shared-pages'))),
  chat: withWorkspaceRecipes(() => importFresh(() => import('./chat-pages'))),
  publicPages: () => importFresh(() => import('./public-pages')),
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
