// The app's CSS rules kept on the device between visits. A returning visit's first screen
// otherwise compiles and inserts every rule it draws with (emotion runs stylis over each style
// and inserts it in the commit, which cannot be split): that was about 70% of the commit that
// puts the first screen on the page. The rules of the last visit go back on the page as one
// style element before the first render, named the way emotion names its server-rendered
// styles, so its cache adopts them and inserts only what is new.
//
// A rule's name is the hash of its CSS, so a kept name is right in any build; kept rules no
// screen uses any more cost only their bytes, and past MAX_CHARS the list starts again.
// Production pages only: they carry Chakra's global CSS (with its cascade layers' order) before
// anything kept, which the dev server's page does not.
import type { EmotionCache } from '@emotion/cache';
import { readJson, removeItem, storageKeys, writeJson } from '@/lib/storage';
import { whenIdle } from '@/utils/when-idle';
import { GLOBAL_CSS_MARK } from './global-css';

export const MAX_CHARS = 400_000;
/** The kept element's mark: its rules are the app's own, unlike a prerendered page's. */
const KEPT_MARK = 'data-kept-styles';
/** How long the page must add no rule before the list is written. */
const QUIET_MS = 3_000;

interface KeptStyles {
  names: string[];
  css: string;
}

function readKept(): KeptStyles | null {
  const kept = readJson<KeptStyles>(storageKeys.keptStyles);
  const valid =
    kept !== null &&
    Array.isArray(kept.names) &&
    kept.names.every((name) => typeof name === 'string' && /^[\w-]+$/.test(name)) &&
    typeof kept.css === 'string';
  return valid && kept.names.length ? kept : null;
}

/**
 * Puts the kept rules on the page, for emotion's cache to adopt: call before creating the cache.
 * Returns the names put back.
 */
export function restoreKeptStyles(doc: Document, key: string): string[] {
  if (!doc.querySelector(`style[${GLOBAL_CSS_MARK}]`)) return [];
  const kept = readKept();
  if (!kept) return [];
  const style = doc.createElement('style');
  style.setAttribute('data-emotion', `${key} ${kept.names.join(' ')}`);
  style.setAttribute('data-s', '');
  style.setAttribute(KEPT_MARK, '');
  style.textContent = kept.css;
  doc.head.append(style);
  return kept.names;
}

/** Follows the rules the cache inserts and keeps them, with those put back, once the page is quiet. */
export function keepStyles(cache: EmotionCache, restored: string[]): void {
  const names = new Set(restored);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    // Only the cache's own elements: a prerendered page's styles come with that page.
    const own = cache.sheet.tags.filter((tag) => tag.dataset.emotion === cache.key || tag.hasAttribute(KEPT_MARK));
    const css = own.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');
    if (css.length > MAX_CHARS) removeItem(storageKeys.keptStyles);
    else writeJson(storageKeys.keptStyles, { names: [...names], css } satisfies KeptStyles);
  };
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules = insert(selector, serialized, sheet, shouldCache);
    // Global styles go into a sheet of their own, not kept.
    if (sheet === cache.sheet && shouldCache && !names.has(serialized.name)) {
      names.add(serialized.name);
      clearTimeout(timer);
      timer = setTimeout(() => whenIdle(save, QUIET_MS), QUIET_MS);
    }
    return rules;
  };
}
