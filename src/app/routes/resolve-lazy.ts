// Loads the lazy route modules a location matches and puts them on the route objects, so the
// router's first render has them: needed to hydrate prerendered HTML, which a loading fallback
// would otherwise replace.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export async function resolveLazyRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
