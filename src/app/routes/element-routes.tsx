// The route table rendered by react-router's declarative router (BrowserRouter + useRoutes)
// rather than its data router: the app uses no loaders, actions or fetchers, and the data
// router's createRouter and its helpers cost ~16 KB gzip on every page. What the data router
// did for us is done here: a route's `lazy` module loads behind Suspense (a navigation is a
// transition, so the current screen stays until it arrives), `errorElement` catches the
// route's errors (any navigation, as Try Again does, renders the route afresh), and
// `hydrateFallbackElement` shows while the first screen loads.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RecoveringBoundary } from '@/components/recovering-boundary';
import { loadModule } from '@/utils/module-loads';

type LazyModule = { Component?: ComponentType | null };
type Loader = () => Promise<LazyModule>;

function LazyRoute({ loader }: { loader: Loader }) {
  const { Component: Page } = use(loadModule(loader));
  return Page ? <Page /> : null;
}

function ErrorElementBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RecoveringBoundary label="A route failed" fallback={() => fallback} resetKey={key}>
      {children}
    </RecoveringBoundary>
  );
}

/** The same routes with `lazy`, `errorElement` and `hydrateFallbackElement` as elements. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, errorElement, hydrateFallbackElement, Component: Page, children, ...rest } = route;
    let element: ReactNode = route.element ?? (Page ? <Page /> : undefined);
    if (typeof lazy === 'function') element = <LazyRoute loader={lazy as Loader} />;
    if (hydrateFallbackElement) element = <Suspense fallback={hydrateFallbackElement}>{element}</Suspense>;
    if (errorElement) element = <ErrorElementBoundary fallback={errorElement}>{element}</ErrorElementBoundary>;
    const converted = { ...rest, element } as RouteObject;
    if (children) converted.children = toElementRoutes(children);
    return converted;
  });
}

/**
 * Starts loading the lazy route modules a location matches, through the same shared loads the
 * routes read: a returning visit fetches its screen's code while the session and the database
 * are still being restored, instead of after them.
 */
export function preloadLazyRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location.pathname) ?? []) {
    // A failed load is kept for the route, whose error boundary shows it and tries again.
    if (typeof route.lazy === 'function') loadModule(route.lazy as Loader).catch(() => {});
  }
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
