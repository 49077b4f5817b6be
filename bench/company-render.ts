/**
 * The Candidates screen of the built app in Chromium, with the company's applications already
 * on the device: the time from a route start (a click on the sidebar's Candidates link, from the
 * Company Profile) to the rows painted as far as the screen shows them, and the time from a change through a row's
 * 'Status' select to that row re-rendered with the new status ('Pending sync' beside it).
 *
 * How a time is taken, inside the page: performance.now() just before the click (or the
 * select's change event); a MutationObserver on the document checks after every DOM change
 * whether the awaited state is there; when it is, the next requestAnimationFrame callback plus
 * a macrotask after it (the frame has then been produced) stops the clock.
 */
import type { Page } from 'playwright-core';
import { paths } from '../src/config/paths';
import { needsConfirmation } from '../src/features/company/utils/status-confirmation';

export interface Samples {
  p50: number;
  p95: number;
  count: number;
}

export function percentiles(times: number[]): Samples {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), count: sorted.length };
}

/** Signs in through the app's own form and waits for the workspace. */
export async function signInThroughForm(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/workspace/'), { timeout: 60_000 });
  // An owner who also has talent's role lands in the talent workspace; the company's is one load away.
  await page.goto(`${base}${paths.company.hiringCenter}`);
  await page.locator(`a[href="${paths.company.candidates}"]`).first().waitFor({ timeout: 60_000 });
}

// The in-page code is kept as source text: tsx would otherwise wrap its functions in helpers
// (__name) that do not exist in the page.
const STOP_AFTER_PAINT = `(t0, timer, resolve) => requestAnimationFrame(() =>
  setTimeout(() => { clearTimeout(timer); resolve(performance.now() - t0); }, 0))`;

const NAVIGATE = `([to, ready]) => new Promise((resolve, reject) => {
  const stop = ${STOP_AFTER_PAINT};
  const isReady = new Function('return (' + ready + ')()');
  const link = document.querySelector('a[href="' + to + '"]');
  if (!link) return reject(new Error('no link to ' + to));
  const timer = setTimeout(() => reject(new Error(to + ' not ready in 20 s')), 20000);
  let t0 = 0;
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    stop(t0, timer, resolve);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  t0 = performance.now();
  link.click();
})`;

/** Clicks the link to `href` and resolves with ms until `ready()` holds and a frame has painted. */
function timeNavigation(page: Page, href: string, readyScript: string): Promise<number> {
  return page.evaluate(`(${NAVIGATE})(${JSON.stringify([href, readyScript])})`) as Promise<number>;
}

// The list painted as far as the screen shows it (the rest of the page may still be rendering
// below the fold), with its count.
const candidatesReady = `() => {
  const list = document.querySelector('ul[aria-label="Candidates"]');
  if (!list || !/Showing 50 of/.test(list.parentElement?.textContent ?? '')) return false;
  const last = list.lastElementChild;
  return list.children.length >= 50 || (!!last && last.getBoundingClientRect().bottom >= innerHeight);
}`;
// Away on a light screen (the Hiring Center reads every application for its counts).
const elsewhereReady = `() => !document.querySelector('ul[aria-label="Candidates"]') && !!document.querySelector('h1')`;

export async function candidatesFirstRender(page: Page, samples: number): Promise<Samples> {
  // The first visit loads the route's code and waits for the workspace's first sync; not a sample.
  await page.locator(`a[href="${paths.company.candidates}"]`).first().click();
  await page.waitForFunction(`(${candidatesReady})()`, undefined, { timeout: 180_000 });
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await timeNavigation(page, paths.company.companyProfile, elsewhereReady);
    // Settled, so the measure is the Candidates screen's own work.
    await page.waitForTimeout(300);
    times.push(await timeNavigation(page, paths.company.candidates, candidatesReady));
  }
  return percentiles(times);
}

// Resolves with [ms to the row re-rendered with its new status, ms to its 'Pending sync'], each
// to the frame that shows it.
// A move that asks first (to Rejected, out of Hired) opens a dialog instead: the row taken is the
// first from \`i\` with a move that does not ask, and its status the next such one.
const CHANGE_STATUS = `(i) => new Promise((resolve, reject) => {
  const asks = ${needsConfirmation.toString()};
  const rows = [...document.querySelectorAll('ul[aria-label="Candidates"] > li')];
  let row, select, next;
  for (let k = 0; k < rows.length && !next; k++) {
    row = rows[(i + k) % rows.length];
    select = row.querySelector('select[aria-label="Status"]');
    if (!select) return reject(new Error('no status select in row ' + ((i + k) % rows.length)));
    const options = [...select.options].map((o) => o.value);
    const at = options.indexOf(select.value);
    next = [1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((d) => options[(at + d) % options.length])
      .find((to) => to !== select.value && !asks(select.value, to));
  }
  if (!next) return reject(new Error('no row has a status move that does not ask first'));
  const timer = setTimeout(() => reject(new Error('row ' + i + ' not re-rendered in 10 s')), 10000);
  const times = [];
  const painted = (slot) => requestAnimationFrame(() => setTimeout(() => {
    times[slot] = performance.now() - t0;
    if (times[0] !== undefined && times[1] !== undefined) { clearTimeout(timer); resolve(times); }
  }, 0));
  let seen = [false, false];
  let t0 = 0;
  const observer = new MutationObserver(() => {
    const shown = row.querySelector('[data-status]');
    if (!seen[0] && shown && shown.dataset.status === next && select.value === next) { seen[0] = true; painted(0); }
    if (!seen[1] && /Pending sync/.test(row.textContent || '')) { seen[1] = true; painted(1); }
    if (seen[0] && seen[1]) observer.disconnect();
  });
  observer.observe(row, { childList: true, subtree: true, characterData: true, attributes: true });
  t0 = performance.now();
  select.value = next;
  select.dispatchEvent(new Event('change', { bubbles: true }));
})`;

/** Moves row `index`'s status through its select; resolves with [ms to the new status, ms to 'Pending sync']. */
function timeStatusChange(page: Page, index: number): Promise<[number, number]> {
  return page.evaluate(`(${CHANGE_STATUS})(${index})`) as Promise<[number, number]>;
}

export async function statusChanges(page: Page, samples: number): Promise<{ status: Samples; pending: Samples }> {
  const status: number[] = [];
  const pending: number[] = [];
  for (let i = 0; i < samples; i++) {
    const [toStatus, toPending] = await timeStatusChange(page, i % 50);
    status.push(toStatus);
    pending.push(toPending);
    // Paced like a person working down the list; each change then syncs before the next.
    await page.waitForTimeout(300);
  }
  return { status: percentiles(status), pending: percentiles(pending) };
}

/** Chrome's sampling profiler on the tab; stop() prints the functions with the most self time. */
export async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async stop(label: string) {
      type Profile = {
        nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
        samples: number[];
      };
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const counts = new Map<number, number>();
      for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
      const byName = new Map<string, number>();
      for (const node of profile.nodes) {
        const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
        byName.set(key, (byName.get(key) ?? 0) + (counts.get(node.id) ?? 0));
      }
      console.error(`(hottest functions, ${label}; ${profile.samples.length} samples)`);
      for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
        console.error(`${((100 * v) / profile.samples.length).toFixed(1)}% ${k}`);
      }
    },
  };
}
