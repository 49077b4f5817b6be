// Chakra's createSystem builds the page's global CSS (its reset, base styles and every token's
// variable, ~40 KB) while the app's modules load, in the one task that starts the app, though a
// prerendered page already carries that CSS in its HTML (scripts/prerender-plugin.ts) and the
// app only needs its name there (app/theme/global-css.ts). This makes `system._global` built on
// first read instead, in the production build alone. The build fails if Chakra's source changes
// shape, rather than silently building the CSS again.
import type { Plugin } from 'vite';

const SYSTEM_DIST = /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const FIELD = '    _global,\n';
const LAZY =
  '    get _global() {\n      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n';

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'evee-chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_DIST.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(FIELD)) {
        throw new Error(`${id} no longer builds _global as this plugin expects: update scripts/chakra-lazy-global.ts`);
      }
      return { code: code.replace(EAGER, '  let globalStyles;\n').replace(FIELD, LAZY), map: null };
    },
  };
}
