// The frame around every route: connection toasts, the route preloader, and for a signed-in
// person the idle sign-out.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyComponent } from '@/components/lazy-component';
import { sessionAtom } from '@/features/auth/state';
import { useConnectionToasts } from '@/hooks/use-connection-toasts';
import { useRoutePreload } from '@/hooks/use-route-preload';
import { useAtomValue } from '@/lib/store';
import { preloadModules } from './routes/route-modules';
import { loadWorkspaceRecipes } from './theme/system';
import { PRELOAD_DELAY_MS, PRELOAD_IDLE_TIMEOUT_MS, preloadOrder } from './workspace/preload-plan';
import { importFresh } from '@/utils/module-loads';

const ORDER = preloadOrder();

// Its own chunk, loaded once someone is signed in; its dialog's recipe is the signed-in area's,
// which a public page opened while signed in has not loaded.
const IdleSignOut = lazyComponent(() =>
  Promise.all([importFresh(() => import('@/features/auth/components/idle-sign-out')), loadWorkspaceRecipes()]).then(
    ([m]) => m.IdleSignOut,
  ),
);

export function RootLayout() {
  useConnectionToasts();
  useRoutePreload(ORDER, preloadModules, PRELOAD_DELAY_MS, PRELOAD_IDLE_TIMEOUT_MS);
  const signedIn = useAtomValue(sessionAtom) !== null;
  return (
    <>
      <Outlet />
      {signedIn && (
        <Suspense fallback={null}>
          <IdleSignOut />
        </Suspense>
      )}
    </>
  );
}
