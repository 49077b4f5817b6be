// Route guards, applied in the order of product-spec §4 and §6: signed out goes to /auth; while
// auth is not ready, 'Loading your workspace...'; then the workspace area's access check. Every
// guard navigates with replace, so Back never returns to a page one may not see.
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { safeNextPath } from '@/utils/safe-path';
import { useAccess, useAuthPhase, useSession } from '@/features/auth/data/use-auth';
import { useAtomValue, useSetAtom } from '@/lib/store';
import { accessRedirect, areaForPath, landingAfterSwitch } from '../workspace/workspace-routing';
import { workspaceModeAtom } from '../workspace/workspace-state';
import { chosenSignOutAtom } from '@/features/auth/state';

interface FromState {
  from?: string;
}

export function RequireAuth() {
  // The phase settles as a transition (auth-session's arrive), so the switch to the workspace
  // mounts the shell and its screen in slices rather than in one task that does not yield.
  const phase = useAuthPhase();
  const session = useSession();
  const chosenSignOut = useAtomValue(chosenSignOutAtom);
  const location = useLocation();
  if (phase === 'initializing') return <LoadingScreen />;
  if (!session || phase === 'signed-out') {
    // Back here after signing in again, unless the person chose to leave.
    const from = chosenSignOut ? undefined : location.pathname + location.search;
    return <Navigate to={paths.auth} replace state={from ? ({ from } satisfies FromState) : undefined} />;
  }
  if (phase === 'loading-access') return <LoadingScreen />;
  // The workspace's screens load here once auth is ready: the same wait stays on screen.
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * /auth for someone already signed in: back where they were going (the guard's state, or a
 * same-site `?next=` path from a public page's Apply), or their workspace. While a stored session
 * is being restored ('initializing': main.tsx starts signed out when there is none), the wait
 * shows rather than a sign-in form its owner does not need.
 */
export function RedirectIfSignedIn() {
  const phase = useAuthPhase();
  const session = useSession();
  const location = useLocation();
  if (phase === 'initializing' || (session && phase === 'loading-access')) return <LoadingScreen />;
  if (session && phase === 'ready') {
    const from =
      safeNextPath((location.state as FromState | null)?.from) ??
      safeNextPath(new URLSearchParams(location.search).get('next'));
    return <Navigate to={from ?? paths.workspace} replace />;
  }
  return <Outlet />;
}

export function RequireArea() {
  const { modes } = useAccess();
  const { pathname } = useLocation();
  const setMode = useSetAtom(workspaceModeAtom);
  const redirect = accessRedirect(pathname, modes);
  const area = areaForPath(pathname);
  useEffect(() => {
    if (!redirect && area) setMode(area);
  }, [redirect, area, setMode]);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/** /workspace: the remembered mode's landing when allowed, else the first usable area. */
export function WorkspaceIndexRedirect() {
  const { modes } = useAccess();
  const mode = useAtomValue(workspaceModeAtom);
  return <Navigate to={landingAfterSwitch(mode, modes)} replace />;
}
