// The design system as ChakraProvider gets it. A prerendered page carries Chakra's global CSS
// (reset, base styles, every token's variable) in its HTML, marked by the build
// (scripts/prerender-plugin.ts); given that style element's name, emotion adopts it as it is, so
// the app neither builds that CSS again at start nor hashes it to find the name (the production
// build makes Chakra build it only when read: scripts/chakra-lazy-global.ts). A page without it
// (the dev server) gets the system as it is.
import type { SystemContext } from '@chakra-ui/react';

/** The attribute the build puts on the prerendered style element of Chakra's global CSS. */
export const GLOBAL_CSS_MARK = 'data-chakra-global';

export function withPrerenderedGlobalCss(system: SystemContext, doc: Document | undefined): SystemContext {
  const node = doc?.querySelector<HTMLStyleElement>(`style[${GLOBAL_CSS_MARK}]`);
  // emotion names a global style element "<cache key>-global <name of its styles>".
  const name = node?.dataset.emotion?.split(' ')[1];
  if (!name) return system;
  // emotion takes an object with `styles` as already serialised; with the name of an element it
  // finds in the page, it adopts that element and inserts nothing.
  return Object.create(system, { _global: { value: { name, styles: '' } } }) as SystemContext;
}
