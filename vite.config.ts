// Build, dev server and PWA settings (CONVENTIONS 17). The service worker precaches the shell and
// every route chunk, and answers any navigation with index.html (/auth and /jobs with their
// prerendered auth.html and jobs.html, which the precache finds for them), so after one visit the
// app starts with no network on any deep link.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bootWithoutWaiting } from './scripts/boot-plugin.ts';
import { chakraLazyGlobal } from './scripts/chakra-lazy-global.ts';
import { prerenderPages } from './scripts/prerender-plugin.ts';
import { pureReactRouter } from './scripts/pure-react-router.ts';
import { signedInIcons } from './scripts/signed-in-icons.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
};

const BRAND = '#4f46e5';
const icons = signedInIcons();

const CHAKRA_PURE_HELPERS = [
  'createSystem',
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineStyle',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineGlobalStyles',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'mergeConfigs',
  'createAnatomy',
];

export default defineConfig({
  resolve: { alias },
  plugins: [
    react(),
    pureReactRouter(),
    chakraLazyGlobal(),
    prerenderPages(alias),
    bootWithoutWaiting(),
    icons.plugin,
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon-180.png', 'logos/*.svg'],
      manifest: {
        id: '/',
        name: 'Evee',
        short_name: 'Evee',
        description: 'Hiring, recruiting and careers in one place: for talent, companies and recruiters.',
        lang: 'en',
        start_url: '/workspace',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Talent: Job Search', short_name: 'Jobs', url: '/workspace/talent/jobs' },
          { name: 'Company: Hiring Center', short_name: 'Hiring', url: '/workspace/company/hiring-center' },
          { name: 'Recruiter: Talent Search', short_name: 'Sourcing', url: '/workspace/recruiter/talent-search' },
          { name: 'Internal: Dashboard', short_name: 'Internal', url: '/workspace/internal/dashboard' },
        ].map((s) => ({ ...s, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] })),
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,txt}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(auth|rest|realtime|storage|functions)\/v1\//],
        cleanupOutdatedCaches: true,
        // A module fetched again under a URL of its own (importFresh, utils/module-loads.ts) is
        // served from the precache when it is there, online or not.
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^fetch$/],
        // The first install controls the open page at once; later versions wait for Reload.
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Background Sync of queued chat messages (sync/chat/background-queue.ts), and the static
        // route that answers /assets/ from the precache without running the worker.
        importScripts: ['/chat-sync-sw.js', '/asset-routes-sw.js'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    // The entry (~90 KB raw) and its libraries' chunk (React, the router, Chakra's runtime: ~340 KB
    // raw, ~108 KB gzip) are the largest.
    chunkSizeWarningLimit: 600,
    // No preload links from Vite: the start script preloads the entry's imports (boot-plugin.ts),
    // and a lazy module's own imports come through the import itself. Vite's helper added a
    // <link rel=modulepreload> per chunk a lazy import needs, ~220 for a returning Job Search,
    // each costing the main thread ~0.5 ms to insert: 100+ ms in two long tasks (the route's
    // preload at start and the idle preload of the others). The service worker precaches every
    // chunk, so the imports' own waterfall costs little.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the entry imports (React, react-router, emotion, Chakra's runtime) are
          // loaded by every page, yet the bundler split them into ~30 small shared chunks (each
          // also used by some lazy chunk), which compress far worse apart than together. One
          // chunk holds them instead; nothing more loads on any page. Chakra's theme (whose index
          // imports every recipe) is left out, so the signed-in area's recipes stay in their chunk.
          groups: [
            {
              name: 'entry-libraries',
              tags: ['$initial'],
              test: (id) =>
                /node_modules/.test(id) && !/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme|preset)/.test(id),
            },
            // RxJS (the database's live queries and the sync) and the icons only the signed-in
            // app draws, each in one chunk: the bundler made ~35 chunks of a few hundred bytes of
            // them for a returning Job Search, and each module loaded costs the page, the service
            // worker and the browser a request's work (scripts/signed-in-icons.ts).
            { name: 'rxjs', test: /node_modules[\\/]rxjs[\\/]/ },
            { name: 'icons', test: icons.test },
          ],
        },
      },
      // Chakra's theme modules build every recipe through identity helpers at module level;
      // declaring them pure lets unused recipes (and the unused default system) be dropped.
      // emotion's withTheme (which no one calls) pulls in hoist-non-react-statics and react-is,
      // CommonJS modules kept for their presumed side effects; they have none.
      treeshake: {
        manualPureFunctions: CHAKRA_PURE_HELPERS,
        moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
