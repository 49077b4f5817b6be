// The route table rendered by react-router's declarative router (BrowserRouter + useRoutes)
// rather than its data router: the app uses no loaders, actions or fetchers, and the data
// router's createRouter and its helpers cost ~16 KB gzip on every page. What the data router
// did for us is done here: a route's `lazy` module loads behind Suspense (a navigation is a
// transition, so the current screen stays until it arrives), `errorElement` catches the
// route's errors, and `hydrateFallbackElement` shows while the first screen loads.
import { Component, Suspense, use, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';

type LazyModule = { Component?: ComponentType | null };
type Loader = () => Promise<LazyModule>;

const loads = new Map<Loader, Promise<LazyModule>>();

/** Loads a route module once; a finished load is marked so React's use() reads it at once. */
export function loadRoute(loader: Loader): Promise<LazyModule> {
  let tracked = loads.get(loader);
  if (!tracked) {
    tracked = loader().then(
      (mod) => {
        Object.assign(tracked!, { status: 'fulfilled', value: mod });
        return mod;
      },
      (err: unknown) => {
        // A failed chunk (offline, new deploy) is fetched again on the next visit or Try Again.
        loads.delete(loader);
        throw err;
      },
    );
    loads.set(loader, tracked);
  }
  return tracked;
}

function LazyRoute({ loader }: { loader: Loader }) {
  const { Component: Page } = use(loadRoute(loader));
  return Page ? <Page /> : null;
}

interface BoundaryProps {
  fallback: ReactNode;
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  // Any navigation (Try Again navigates to the same place) renders the route afresh.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

function ErrorElementBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} resetKey={key}>
      {children}
    </RouteErrorBoundary>
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

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
