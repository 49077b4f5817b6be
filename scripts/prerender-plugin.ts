// Build step: renders the landing page and the sign-in page to HTML with react-dom/server
// (through a short-lived Vite server in SSR mode, which understands our aliases and TSX) and
// puts each inside a copy of index.html's #root, marked with the path it belongs to: the landing
// page in index.html, the sign-in page in auth.html and the open jobs in jobs.html (what `vite
// preview` and the service worker's precache answer for /auth and /jobs). Either file may still be served for any route (index.html is the
// service worker's fallback for every navigation): a one-line script in <head> hides the
// prerendered markup before anything paints wherever it does not apply, and main.tsx then
// renders the route from scratch.
import { createServer, type Plugin, type Rollup } from 'vite';
import type { PrerenderedPath } from '../src/prerender/render-page';
import { storageKeys } from '../src/lib/storage.ts';
import { GLOBAL_CSS_MARK } from '../src/app/theme/global-css.ts';

interface Page {
  path: PrerenderedPath;
  file: string;
  /**
   * A JavaScript expression, true where the prerendered markup is what the app would render
   * (`session` is the stored Supabase session, if any).
   */
  applies: string;
  /**
   * The route's lazy module (route-modules.ts), fetched with the page rather than once the entry
   * has run and asked for it, so the page is hydrated, and its buttons work, a round trip sooner.
   * Only where the file is served for that page alone: index.html is every route's fallback.
   */
  route?: string;
  /**
   * The app starts after the first frame rather than at the first sign of a person: the page
   * shows its content only once the app has read it (boot-plugin.ts reads data-eager).
   */
  eager?: boolean;
}

const PAGES: Page[] = [
  { path: '/', file: 'index.html', applies: `location.pathname==='/'` },
  // Plain /auth, signed out. A query changes the markup (?mode=signup, a `next` to return to) or
  // brings a session (as does a hash), and someone signed in is sent on: all render from scratch.
  {
    path: '/auth',
    file: 'auth.html',
    applies: `location.pathname==='/auth'&&!location.search&&!location.hash&&!session`,
    route: '/src/features/auth/components/auth-page.tsx',
  },
  // Plain /jobs, signed out: the heading, the search's controls and a placeholder for the list,
  // which the app reads live. A search in the address, or a session, renders from scratch.
  {
    path: '/jobs',
    file: 'jobs.html',
    applies: `location.pathname==='/jobs'&&!location.search&&!location.hash&&!session`,
    route: '/src/app/routes/public-pages.tsx',
    eager: true,
  },
];

/** Where a page's route preloads are spliced into the start script (boot-plugin.ts). */
export const PRELOADS_END = '];const start=';

const HIDE = `<style>html[data-spa] #root[data-prerendered]{display:none}</style>`;
const hideElsewhere = (page: Page) =>
  `<script>(()=>{let session;try{session=localStorage.getItem(${JSON.stringify(storageKeys.authSession)})}catch{}` +
  `if(!(${page.applies}))document.documentElement.setAttribute('data-spa','')` +
  `${page.eager ? `;else document.documentElement.setAttribute('data-eager','')` : ''}})()</script>`;

const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const EMPTY_ROOT = '<div id="root"></div>';

interface Rendered {
  page: Page;
  head: string;
  root: string;
}

async function render(page: Page, alias: Record<string, string>): Promise<Rendered> {
  // A server per page: emotion's cache lives in the loaded modules and writes each rule once, so
  // a second page rendered in the same modules would lack the rules the first one wrote.
  const server = await createServer({
    configFile: false,
    resolve: { alias },
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage, globalCssName } = (await server.ssrLoadModule('/src/prerender/render-page.tsx')) as {
      renderPage: (path: PrerenderedPath) => Promise<string>;
      globalCssName: () => string;
    };
    // Emotion writes each rule as a <style data-emotion> beside its element. They go to <head>,
    // where the browser's emotion cache adopts them, so #root holds only the elements React
    // hydrates.
    const styles: string[] = [];
    const markup = (await renderPage(page.path)).replace(EMOTION_STYLE, (tag) => {
      styles.push(tag);
      return '';
    });
    return {
      page,
      head: `${hideElsewhere(page)}${markGlobalCss(styles, globalCssName()).join('')}`,
      root: `<div id="root" data-prerendered="${page.path}">${markup}</div>`,
    };
  } finally {
    await server.close();
  }
}

/**
 * Marks the style element of Chakra's global CSS, whose name the app then reads instead of
 * building that CSS again (src/app/theme/global-css.ts).
 */
function markGlobalCss(styles: string[], name: string): string[] {
  const open = `<style data-emotion="css-global ${name}"`;
  const marked = styles.map((tag) =>
    tag.startsWith(open) ? `<style ${GLOBAL_CSS_MARK}${tag.slice('<style'.length)}` : tag,
  );
  if (marked.filter((tag) => tag.includes(GLOBAL_CSS_MARK)).length !== 1) {
    throw new Error(`The prerendered page has no single style element named ${name} for Chakra's global CSS`);
  }
  return marked;
}

/** A chunk and every chunk it imports statically, at any depth, as bundle file names. */
export function chunkClosure(bundle: Rollup.OutputBundle, fileName: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const found = bundle[file];
    if (files.has(file) || found?.type !== 'chunk') return;
    files.add(file);
    found.imports.forEach(visit);
  };
  visit(fileName);
  return [...files];
}

/** A route's chunk and what it imports, as paths, less those the page's start script loads already. */
function routePreloads(bundle: Rollup.OutputBundle, route: string, html: string): string[] {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(route));
  if (!chunk) throw new Error(`The build has no chunk for ${route}`);
  return chunkClosure(bundle, chunk.fileName)
    .map((file) => `/${file}`)
    .filter((href) => !html.includes(JSON.stringify(href)));
}

function swap(html: string, from: string, to: string, what: string): string {
  const at = html.indexOf(from);
  if (at < 0) throw new Error(`The built index.html lost the prerendered ${what}`);
  return html.slice(0, at) + to + html.slice(at + from.length);
}

export function prerenderPages(alias: Record<string, string>): Plugin {
  let rendered: Rendered[] = [];
  return {
    name: 'evee-prerender-pages',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to prerender into');
      rendered = [];
      for (const page of PAGES) rendered.push(await render(page, alias));
      const [first] = rendered;
      return html.replace('</head>', `${HIDE}${first!.head}</head>`).replace(EMPTY_ROOT, first!.root);
    },
    // The other pages are the finished index.html (its entry, preloads and styles as built) with
    // the first page's part of <head> and #root swapped for theirs.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('The build has no index.html');
        const [first, ...others] = rendered;
        for (const { page, head, root } of others) {
          let html = swap(swap(index.source as string, first!.head, head, '<head>'), first!.root, root, '#root');
          if (page.route) {
            const hrefs = routePreloads(bundle, page.route, html).map((href) => `${JSON.stringify(href)},`);
            html = swap(html, PRELOADS_END, `${hrefs.join('')}${PRELOADS_END}`, 'start script');
          }
          this.emitFile({ type: 'asset', fileName: page.file, source: html });
        }
      },
    },
  };
}
