// The route table rendered by react-router's declarative router (BrowserRouter + useRoutes)
// rather than its data router: the app uses no loaders, actions or fetchers, and the data
// router's createRouter and its helpers cost ~16 KB gzip on every page. What the data router
// did for us is done here: a route's `lazy` module loads behind Suspense (a navigation is a
// transition, so the current screen stays until it arrives), `errorElement` catches the
// route's errors, and `hydrateFallbackElement` shows while the first screen loads.
import { Component, Suspense, use, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isModuleLoadError, moduleRetryDelay } from '@/utils/module-load-error';

type LazyModule = { Component?: ComponentType | null };
type Loader = () => Promise<LazyModule>;

const loads = new Map<Loader, Promise<LazyModule>>();

/**
 * Loads a route module once; a settled load is marked so React's use() reads it at once. A
 * failed load stays until the error boundary has it (else every render would fetch anew and
 * the route would show its loading screen for ever); the boundary then forgets it, so the next
 * try (by itself, Try Again or a visit) fetches the chunk again.
 */
export function loadRoute(loader: Loader): Promise<LazyModule> {
  let tracked = loads.get(loader);
  if (!tracked) {
    tracked = loader().then(
      (mod) => {
        Object.assign(tracked!, { status: 'fulfilled', value: mod });
        return mod;
      },
      (err: unknown) => {
        Object.assign(tracked!, { status: 'rejected', reason: err });
        throw err;
      },
    );
    loads.set(loader, tracked);
  }
  return tracked;
}

function forgetFailedLoads() {
  for (const [loader, load] of loads) if ((load as { status?: string }).status === 'rejected') loads.delete(loader);
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

/**
 * Shows the route's error screen. A screen whose code could not be fetched is tried again by
 * itself, as soon as the browser is back online and on a backing-off timer (the browser may not
 * know its connection dropped), so that it comes back without the person reloading.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };
  private loadAttempts = 0;
  private cancelRetry: (() => void) | null = null;

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  // Any navigation (Try Again navigates to the same place) renders the route afresh.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed', error, info.componentStack);
    forgetFailedLoads();
    if (isModuleLoadError(error)) this.retryLoad();
  }

  override componentWillUnmount() {
    this.cancelRetry?.();
  }

  private retryLoad() {
    this.cancelRetry?.();
    const retry = () => {
      this.cancelRetry?.();
      this.setState({ error: null });
    };
    const timer = setTimeout(retry, moduleRetryDelay(this.loadAttempts++));
    window.addEventListener('online', retry);
    this.cancelRetry = () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      this.cancelRetry = null;
    };
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
