// Build step: the inline start-up of index.html. Two small scripts, so that the page paints
// right before any of the app's JavaScript arrives:
// - in <head>, the theme (the stored choice, else the system's, followed while it is 'system')
//   is applied before the first paint, on every route;
// - the app's entry, and the preloads of the modules it imports (which Vite would otherwise put
//   in <head>, where they are fetched before the first paint), are started at once on every
//   route but the landing page. The landing page
//   is prerendered HTML whose links work without JavaScript, so there the entry starts on the
//   first sign of a person (a pointer, a key, a touch, focus) or at once when a session or an
//   auth redirect is there to be handled. The service worker is registered after load either
//   way, so the first visit still makes the app start offline next time.
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { storageKeys } from '../src/lib/storage';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const theme = (key: string) =>
  `<script>(()=>{const r=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');` +
  `const p=()=>{try{const v=localStorage.getItem(${JSON.stringify(key)});return v==='light'||v==='dark'?v:'system'}catch{return'system'}};` +
  `const a=()=>{const c=p(),d=c==='system'?m.matches:c==='dark';r.classList.toggle('dark',d);r.classList.toggle('light',!d);` +
  `r.style.colorScheme=d?'dark':'light';r.dataset.theme=c};a();m.addEventListener('change',()=>{if(p()==='system')a()})})()</script>`;

const INTENT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'wheel'];

const start = (src: string, preloads: string[], sessionKey: string) =>
  `<script type="module">let started=false;const start=()=>{if(started)return;started=true;` +
  `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}` +
  `import(${src})};` +
  `const waiting=()=>{try{if(localStorage.getItem(${JSON.stringify(sessionKey)}))return true}catch{}` +
  `return /(^|[#&?])(access_token|code|error_description)=/.test(location.hash+location.search)};` +
  `if(location.pathname!=='/'||waiting())start();` +
  `else for(const e of ${JSON.stringify(INTENT)})addEventListener(e,start,{capture:true,passive:true,once:true});` +
  `if('serviceWorker'in navigator&&location.pathname==='/')addEventListener('load',()=>setTimeout(()=>navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(e=>console.error('Service worker registration failed',e)),0))</script>`;

/** The chunks the entry imports statically, at any depth: what the browser needs before it runs. */
function staticImports(ctx: IndexHtmlTransformContext): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = ctx.bundle?.[file];
    if (!chunk || chunk.type !== 'chunk') return;
    for (const dep of chunk.imports) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  if (ctx.chunk) visit(ctx.chunk.fileName);
  return [...seen].map((file) => `/${file}`);
}

/** For `build.modulePreload`: no preload links in the HTML; the start script adds them. */
export const noHtmlPreloads = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
  hostType === 'html' ? [] : deps;

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
