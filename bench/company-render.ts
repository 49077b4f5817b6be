/**
 * The Candidates screen of the built app in Chromium, with the company's applications already
 * on the device: the time from a route start (a click on the sidebar's Candidates link, from the
 * Hiring Center) to the first page of rows painted, and the time from a change through a row's
 * 'Status' select to that row re-rendered with the new status ('Pending sync' beside it).
 *
 * How a time is taken, inside the page: performance.now() just before the click (or the
 * select's change event); a MutationObserver on the document checks after every DOM change
 * whether the awaited state is there; when it is, the next requestAnimationFrame callback plus
 * a macrotask after it (the frame has then been produced) stops the clock.
 */
import type { Page } from 'playwright-core';
import { paths } from '../src/config/paths';

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

const candidatesReady = `() => {
  const list = document.querySelector('ul[aria-label="Candidates"]');
  return !!list && list.children.length >= 50 && /Showing 50 of/.test(list.parentElement?.textContent ?? '');
}`;
const hiringReady = `() => !document.querySelector('ul[aria-label="Candidates"]') && !!document.querySelector('h1')`;

export async function candidatesFirstRender(page: Page, samples: number): Promise<Samples> {
  // The first visit loads the route's code and waits for the workspace's first sync; not a sample.
  await page.locator(`a[href="${paths.company.candidates}"]`).first().click();
  await page.waitForFunction(`(${candidatesReady})()`, undefined, { timeout: 180_000 });
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await timeNavigation(page, paths.company.hiringCenter, hiringReady);
    await page.waitForTimeout(150);
    times.push(await timeNavigation(page, paths.company.candidates, candidatesReady));
  }
  return percentiles(times);
}

const CHANGE_STATUS = `(i) => new Promise((resolve, reject) => {
  const stop = ${STOP_AFTER_PAINT};
  const row = document.querySelectorAll('ul[aria-label="Candidates"] > li')[i];
  const select = row && row.querySelector('select[aria-label="Status"]');
  if (!select) return reject(new Error('no status select in row ' + i));
  const options = [...select.options].map((o) => o.value);
  const next = options[(options.indexOf(select.value) + 1) % options.length];
  const timer = setTimeout(() => reject(new Error('row ' + i + ' not re-rendered in 10 s')), 10000);
  let t0 = 0;
  const observer = new MutationObserver(() => {
    if (select.value !== next || !/Pending sync/.test(row.textContent || '')) return;
    observer.disconnect();
    stop(t0, timer, resolve);
  });
  observer.observe(row, { childList: true, subtree: true, characterData: true, attributes: true });
  t0 = performance.now();
  select.value = next;
  select.dispatchEvent(new Event('change', { bubbles: true }));
})`;

/** Moves row `index`'s status through its select; resolves with ms to the re-rendered row. */
function timeStatusChange(page: Page, index: number): Promise<number> {
  return page.evaluate(`(${CHANGE_STATUS})(${index})`) as Promise<number>;
}

export async function statusChanges(page: Page, samples: number): Promise<Samples> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    times.push(await timeStatusChange(page, i % 50));
    // Paced like a person working down the list; each change then syncs before the next.
    await page.waitForTimeout(300);
  }
  return percentiles(times);
}
