// Start-up: apply the theme before the first paint, start the auth session (at once when there
// is a session to restore, else on first use), render the router, register the service worker.
// A returning visit (a session in storage) restores the session, opens the device's database and
// fetches the route's code all at once, and paints its first screen from the device before
// supabase-js, which loads after that screen (or as soon as something needs the server).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { appStore } from '@/lib/store';
import {
  getSupabase,
  restoreLostSession,
  storedSession,
  startupNeedsSupabase,
  urlHasAuthResult,
  whenSupabaseCreated,
} from '@/lib/supabase';
import { authPhaseAtom } from '@/features/auth/state';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/pwa';
import { AppRoutes, preloadLazyRoutes, toElementRoutes } from './app/routes/element-routes';
import { resolveLazyRoutes } from './app/routes/resolve-lazy';
import { routes } from './app/routes/route-table';
import { applyTheme, themePreferenceAtom, watchSystemTheme } from './app/theme/color-mode';
import { fadeScrollbars } from './app/theme/scrollbar-fade';
import { importFresh } from '@/utils/module-loads';

applyTheme(appStore.get(themePreferenceAtom));
watchSystemTheme(() => appStore.get(themePreferenceAtom));
fadeScrollbars();
const authSession = () =>
  importFresh(() => import('@/features/auth/data/auth-session')).then(({ startAuthSession }) =>
    startAuthSession(appStore),
  );
whenSupabaseCreated(async () => {
  const session = await authSession();
  return (client) => session.attach(client);
});
whenSupabaseCreated(async () => {
  const { keepSessionFresh } = await importFresh(() => import('@/features/auth/data/keep-session-fresh'));
  return (client) => void keepSessionFresh(client);
});
const restoring = startupNeedsSupabase(window.location) || (await restoreLostSession());
if (restoring && storedSession() && !urlHasAuthResult(window.location)) {
  void authSession();
  void importFresh(() => import('@/lib/sync-session')).then(({ startReturningVisit }) => startReturningVisit());
  preloadLazyRoutes(routes, window.location);
} else if (restoring) void getSupabase();
else appStore.set(authPhaseAtom, 'signed-out');

const container = document.getElementById('root')!;
// index.html and auth.html carry a page prerendered (scripts/prerender-plugin.ts), which a script
// in <head> hid (data-spa) unless this URL shows it: hydrate it, once its lazy route is loaded so
// the first render matches; else render from scratch.
const hydrate = 'prerendered' in container.dataset && !document.documentElement.hasAttribute('data-spa');
if (hydrate) await resolveLazyRoutes(routes, window.location);
else {
  container.replaceChildren();
  delete container.dataset.prerendered;
}
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes routes={toElementRoutes(routes)} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
if (hydrate) hydrateRoot(container, app);
// As a transition, the first render of the shell and its screen yields to the browser every few
// milliseconds rather than holding the main thread for all of it.
else startTransition(() => createRoot(container).render(app));

void registerServiceWorker();
