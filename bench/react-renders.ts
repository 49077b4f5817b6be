/**
 * Diagnostic counts of React's work in a page, independent of the machine's load: commits and
 * components rendered (by name; an unminified build names them). Installed before the app loads
 * as React DevTools' global hook, which the production react-dom also reports each commit to.
 * A component counts as rendered in a commit when React called it (its PerformedWork flag);
 * subtrees React bailed out of whole are not walked, as DevTools does.
 */
import type { Page } from 'playwright-core';

// Source text: tsx would wrap functions passed to the page in helpers the page lacks.
const HOOK = `(() => {
  window.benchRenders = { commits: 0, components: {} };
  const nameOf = (f) => {
    const t = f.type;
    if (!t || typeof t === 'string') return null;
    if (f.tag !== 0 && f.tag !== 1 && f.tag !== 11 && f.tag !== 14 && f.tag !== 15) return null;
    const inner = t.type || t.render || t;
    return t.displayName || inner.displayName || inner.name || 'Anonymous';
  };
  const walk = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      const prev = f.alternate;
      const name = nameOf(f);
      if (name && (!prev || (f.flags & 1))) {
        const c = window.benchRenders.components;
        c[name] = (c[name] || 0) + 1;
      }
      if (!prev || f.child !== prev.child) walk(f.child);
    }
  };
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { id += 1; this.renderers.set(id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      window.benchRenders.commits += 1;
      const current = root.current;
      if (!current.alternate || current.child !== current.alternate.child) walk(current.child);
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
})()`;

export interface RenderCounts {
  commits: number;
  components: Record<string, number>;
}

/** Installs the counting hook; call before the page loads the app. */
export async function countRenders(page: Page): Promise<void> {
  await page.addInitScript(HOOK);
}

/** The counts so far, and resets them. */
export async function takeRenders(page: Page): Promise<RenderCounts> {
  return (await page.evaluate(`(() => {
    const c = window.benchRenders || { commits: 0, components: {} };
    window.benchRenders = { commits: 0, components: {} };
    return c;
  })()`)) as RenderCounts;
}

/** One line per component, most renders first. */
export function describeRenders(label: string, counts: RenderCounts, per = 1, top = 25): string {
  const rows = Object.entries(counts.components)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => `    ${(n / per).toFixed(1).padStart(8)}  ${name}`);
  const total = Object.values(counts.components).reduce((a, b) => a + b, 0);
  return [
    `(${label}: ${(counts.commits / per).toFixed(1)} commits, ${(total / per).toFixed(1)} components rendered${per === 1 ? '' : ` per sample, over ${per}`})`,
    ...rows,
  ].join('\n');
}
