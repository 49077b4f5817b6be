// The lazily loaded route chunks, named once so the router and the preloader share them.
import type { PreloadTarget } from '../workspace/preload-plan';

export const routeModules = {
  landing: () => import('@/features/landing/components/landing-page'),
  auth: () => import('@/features/auth/components/auth-page'),
  resetPassword: () => import('@/features/auth/components/reset-password-page'),
  shell: () => import('../shell/workspace-shell'),
  talent: () => import('./talent-pages'),
  company: () => import('./company-pages'),
  recruiter: () => import('./recruiter-pages'),
  internal: () => import('./internal-pages'),
  shared: () => import('./shared-pages'),
  publicPages: () => import('./public-pages'),
};

export const preloadModules: Record<PreloadTarget, () => Promise<unknown>> = {
  'talent-jobs': routeModules.talent,
  'company-hiring-center': routeModules.company,
  'talent-applications': routeModules.talent,
  notifications: routeModules.shared,
  'evee-ai': routeModules.shared,
  'company-candidates': routeModules.company,
  calendar: routeModules.shared,
  settings: routeModules.shared,
};
