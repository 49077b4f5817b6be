// Build step: renders the landing page to HTML with react-dom/server (through a short-lived
// Vite server in SSR mode, which understands our aliases and TSX) and puts it inside
// index.html's #root, marked with the path it belongs to. index.html is also the app's
// fallback for every other route: a one-line script in <head> hides the landing markup
// there before anything paints, and main.tsx renders the route from scratch.
import { createServer, type Plugin } from 'vite';

const HIDE_ELSEWHERE =
  `<script>if(location.pathname!=='/')document.documentElement.setAttribute('data-spa','')</script>` +
  `<style>html[data-spa] #root[data-prerendered]{display:none}</style>`;

const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

export function prerenderLanding(alias: Record<string, string>): Plugin {
  return {
    name: 'evee-prerender-landing',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        resolve: { alias },
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule('/src/prerender/render-landing.tsx')) as {
          renderLanding: () => Promise<string>;
        };
        // Emotion writes each rule as a <style data-emotion> beside its element. They go to
        // <head>, where the browser's emotion cache adopts them, so #root holds only the
        // elements React hydrates.
        const styles: string[] = [];
        const markup = (await renderLanding()).replace(EMOTION_STYLE, (tag) => {
          styles.push(tag);
          return '';
        });
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to prerender into');
        return html
          .replace('</head>', `${styles.join('')}${HIDE_ELSEWHERE}</head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${markup}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}
