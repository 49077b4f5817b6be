// Static routes of the service worker, imported by it (vite.config.ts): the build's hashed files
// under /assets/ are answered by the browser straight from the precache, without starting or
// running the worker's fetch handler. A returning visit loads ~160 modules; through the handler
// each cost the worker's thread a task and the page's first request waited for the worker to
// start, on the two cores the first screen needs. A URL with a query (a module fetched again,
// src/utils/module-loads.ts) still goes through the handler, which matches it without the query.
// Browsers without static routes (before Chrome 123, Firefox, Safari) keep the handler for all.
const ASSETS = { pathname: '/assets/*', search: '' };
const precacheName = () => `workbox-precache-v2-${self.registration.scope}`;
const routable =
  typeof InstallEvent !== 'undefined' && 'addRoutes' in InstallEvent.prototype && typeof URLPattern !== 'undefined';

self.addEventListener('install', (event) => {
  if (!routable) return;
  event.waitUntil(
    event
      .addRoutes({ condition: { urlPattern: new URLPattern(ASSETS) }, source: { cacheName: precacheName() } })
      .catch((error) => console.error('[sw] The static route for /assets/ was refused', error)),
  );
});

// The router looks a response up by the request as the page makes it, with its Vary header: a
// module's request carries an Origin, the copy the precache fetched at install did not, so a
// server's `Vary: Origin` would make every lookup miss and the request go to the network (and
// fail offline). The precache's copies of /assets/ lose that header once, when this version
// takes over, before it answers anything.
async function dropVary() {
  const cache = await caches.open(precacheName());
  const assets = new URLPattern(ASSETS);
  for (const request of await cache.keys()) {
    if (!assets.test(request.url)) continue;
    const response = await cache.match(request);
    if (!response || !response.headers.has('vary')) continue;
    const headers = new Headers(response.headers);
    headers.delete('vary');
    const body = await response.blob();
    await cache.put(request, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  }
}

self.addEventListener('activate', (event) => {
  if (!routable) return;
  event.waitUntil(
    dropVary().catch((error) => console.error('[sw] Preparing /assets/ for the static route failed', error)),
  );
});
