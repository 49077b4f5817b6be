// Start-up: apply the theme before the first paint, start the auth session (at once when there
// is a session to restore, else on first use), render the router, register the service worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { startAuthSession } from '@/features/auth/data/auth-session';
import { appStore } from '@/lib/store';
import { getSupabase, startupNeedsSupabase, whenSupabaseCreated } from '@/lib/supabase';
import { authPhaseAtom } from '@/features/auth/state';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/pwa';
import { routes } from './app/routes/route-table';
import { applyTheme, themePreferenceAtom, watchSystemTheme } from './app/theme/color-mode';

applyTheme(appStore.get(themePreferenceAtom));
watchSystemTheme(() => appStore.get(themePreferenceAtom));
whenSupabaseCreated((client) => startAuthSession(client, appStore));
if (startupNeedsSupabase(window.location)) void getSupabase();
else appStore.set(authPhaseAtom, 'signed-out');

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

void registerServiceWorker();
