// Build step: the inline start-up of index.html (and of the prerendered pages made from it).
// Two small scripts, so that a prerendered page paints before any of the app's JavaScript is
// even fetched:
// - in <head>, the theme (the stored choice, else the system's, followed while it is 'system')
//   is applied before the first paint, on every route;
// - the app's entry and the preloads of the modules it imports (which Vite would otherwise put
//   in <head>, where they compete with the page for a slow link before it paints) are started:
//   - at once where no prerendered page shows (prerender-plugin.ts marks those with data-spa);
//   - after the first frame on the landing page for someone signed in or returning from an auth
//     redirect, and on a page whose content the app reads (/jobs, which prerender-plugin.ts
//     marks with data-eager);
//   - on a prerendered page otherwise (the landing page, the sign-in page), at the first sign of
//     a person (a pointer, a key, a touch, focus): the landing page's links work as plain links
//     meanwhile, and what is typed into the sign-in form is kept through hydration (its buttons
//     are disabled until then). The service worker is registered after load, so the first visit
//     still makes the app start offline next time.
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { storageKeys } from '../src/lib/storage.ts';
import { chunkClosure, PRELOADS_END } from './prerender-plugin.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const theme = (key: string) =>
  `<script>(()=>{const r=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');` +
  `const p=()=>{try{const v=localStorage.getItem(${JSON.stringify(key)});return v==='light'||v==='dark'?v:'system'}catch{return'system'}};` +
  `const a=()=>{const c=p(),d=c==='system'?m.matches:c==='dark';r.classList.toggle('dark',d);r.classList.toggle('light',!d);` +
  `r.style.colorScheme=d?'dark':'light';r.dataset.theme=c};a();m.addEventListener('change',()=>{if(p()==='system')a()})})()</script>`;

const INTENT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'wheel'];

// The preloads' list ends with PRELOADS_END, where prerender-plugin.ts adds a page's route chunks.
// `waiting` is src/lib/supabase.ts's startupNeedsSupabase, inline since it runs before any module:
// change them together.
const start = (src: string, preloads: string[], sessionKey: string) =>
  `<script type="module">let started=false;const preloads=[${preloads.map((href) => `${JSON.stringify(href)},`).join('')}` +
  `${PRELOADS_END}()=>{if(started)return;started=true;` +
  `for(const href of preloads){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}` +
  `import(${src})};` +
  `const waiting=()=>{try{if(localStorage.getItem(${JSON.stringify(sessionKey)}))return true}catch{}` +
  `return /(^|[#&?])(access_token|code|error_description)=/.test(location.hash+location.search)};` +
  `const later=()=>requestAnimationFrame(()=>setTimeout(start));` +
  `if(document.documentElement.hasAttribute('data-spa'))start();` +
  `else if(waiting()||document.documentElement.hasAttribute('data-eager'))later();` +
  `else{for(const e of ${JSON.stringify(INTENT)})addEventListener(e,start,{capture:true,passive:true,once:true});` +
  `if('serviceWorker'in navigator)addEventListener('load',()=>setTimeout(()=>navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(e=>console.error('Service worker registration failed',e)),0))}</script>`;

/** The chunks the entry imports statically, at any depth: what the browser needs before it runs. */
function staticImports(ctx: IndexHtmlTransformContext): string[] {
  if (!ctx.bundle || !ctx.chunk) return [];
  const [, ...imports] = chunkClosure(ctx.bundle, ctx.chunk.fileName);
  return imports.map((file) => `/${file}`);
}

export function bootWithoutWaiting(): Plugin {
  return {
    name: 'evee-boot-without-waiting',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('index.html has no module entry script to start');
        return html
          .replace('</title>', `</title>${theme(storageKeys.theme)}`)
          .replace(entry[0], start(JSON.stringify(entry[1]), staticImports(ctx), storageKeys.authSession));
      },
    },
  };
}
