/**
 * `npm run bench -- returning`: a returning visit, as issue 30 measures it. Against the production
 * build and a throw-away seeded stack, each demo account signs in once and lets its device sync;
 * then each of its screens is loaded afresh (a full document load, served by the service worker as
 * a returning visit finds it, after REST_AFTER_SYNC_MS of rest) LOADS times, and the time from navigation start to the frame that
 * first shows a row of the screen's real data is taken, with p50 and p95 (nearest rank) and the
 * p95's ratio to the target. Then one more returning Job Search load (TRACE_SCREEN) is traced (Chrome's trace
 * with CPU samples) and its 10 longest tasks are printed with the source files their time went to,
 * and the long-task time per source file.
 * Desktop Chromium (1400×900), no throttling. The figures depend on the machine: say how busy it
 * was. Lighthouse's view of a returning Job Search is `npm run bench -- web`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { serveApp } from '../scripts/serve-app';
import { signIn } from '../scripts/sign-in';
import { longTasks, sourceNamer, styleWork, TRACE_CATEGORIES, type CodeAt } from './long-tasks';
import { countRenders, describeRenders, takeRenders } from './react-renders';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LOADS = Number(process.env.RETURNING_LOADS ?? 10);
// RETURNING_SCREENS=Job,Calendar measures only the screens whose names start so.
const ONLY = process.env.RETURNING_SCREENS?.split(',').filter(Boolean) ?? [];
const TARGET_P95_MS = 750;
const SETTLE_MS = 15_000;
// After the first visit's sync, Chromium's browser process (where IndexedDB's store and the
// service worker's caches live) goes on working for about a second at ~70 % of a core: a load
// started then took ~1 s longer on a slow machine, every time, and 3 s of rest took the difference
// away. A returning visit comes later, so the counted loads start after this rest; the load just
// after the sync is printed apart.
const REST_AFTER_SYNC_MS = Number(process.env.RETURNING_REST_MS ?? 5_000);
// The traced load: TRACE_CPU_SLOWDOWN=4 throttles the CPU as Lighthouse's mobile run does, and
// TRACE_AFTER_MS keeps tracing that long after the first row, where the work deferred until the
// first screen (supabase-js, the replication's start) runs: what Lighthouse counts as blocking.
const TRACE_CPU_SLOWDOWN = Number(process.env.TRACE_CPU_SLOWDOWN ?? 1);
const TRACE_AFTER_MS = Number(process.env.TRACE_AFTER_MS ?? 0);
// TRACE_OUT=<file> keeps the trace (Chrome's JSON, for the Performance panel); BENCH_MINIFY=0
// builds without minifying, so the trace's functions keep their names.
const TRACE_OUT = process.env.TRACE_OUT;
const MINIFY = process.env.BENCH_MINIFY !== '0';
// TRACE_SCREEN=Candidates traces that screen's load instead of Job Search's.
const TRACED = process.env.TRACE_SCREEN ?? 'Job Search';

/** A screen, and the element that is its first row of real data (not a skeleton). */
interface Screen {
  name: string;
  path: string;
  firstRow: string;
}

const accounts: { email: string; screens: Screen[] }[] = [
  {
    email: 'talent@evee.dev',
    screens: [{ name: 'Job Search', path: '/workspace/talent/jobs', firstRow: 'ul[aria-label="Job results"] > li' }],
  },
  {
    email: 'company@evee.dev',
    screens: [
      { name: 'Hiring Center', path: '/workspace/company/hiring-center', firstRow: 'main article' },
      { name: 'Candidates', path: '/workspace/company/candidates', firstRow: 'ul[aria-label="Candidates"] > li' },
    ],
  },
  {
    email: 'recruiter@evee.dev',
    screens: [
      { name: 'Placements', path: '/workspace/recruiter/placements', firstRow: 'main ul[aria-label] > li' },
      {
        name: 'Calendar',
        path: '/workspace/recruiter/calendar',
        firstRow: ['Interview', 'Call', 'Meeting', 'Reminder']
          .map((k) => `main button[aria-label^="${k}: "]`)
          .join(', '),
      },
    ],
  },
  {
    email: 'internal@evee.dev',
    screens: [
      { name: 'Dashboard', path: '/workspace/internal/dashboard', firstRow: 'main [class*="stat__valueText"]' },
    ],
  },
];

declare global {
  interface Window {
    __firstRowAt?: number;
  }
}

/**
 * In every document of the context: the time (ms since navigation start) of the animation frame
 * that first shows an element matching the path's first-row selector.
 */
async function watchFirstRows(context: BrowserContext, screens: Screen[]) {
  const selectors = Object.fromEntries(screens.map((s) => [s.path, s.firstRow]));
  await context.addInitScript((bySelector: Record<string, string>) => {
    const selector = bySelector[location.pathname];
    if (!selector) return;
    let seen = false;
    const observer = new MutationObserver(() => {
      if (seen || !document.querySelector(selector)) return;
      seen = true;
      observer.disconnect();
      requestAnimationFrame(() => (window.__firstRowAt = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, selectors);
}

/** Loads the page afresh and returns when its first row shows, in ms since navigation start. */
async function load(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__firstRowAt, undefined, { timeout: 60_000, polling: 50 });
  const at = (await handle.jsonValue()) as number;
  // The next load starts with the device at rest: this one's replication and reads finished.
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
  return at;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

function report(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(
    `${name.padEnd(14)} p50 ${(p50 / 1000).toFixed(2)} s, p95 ${(p95 / 1000).toFixed(2)} s ` +
      `(target ≤ ${TARGET_P95_MS / 1000} s, ${((p95 / TARGET_P95_MS) * 100).toFixed(0)}% of target; ` +
      `${sorted.length} loads, min ${(sorted[0]! / 1000).toFixed(2)} s, max ${(sorted.at(-1)! / 1000).toFixed(2)} s)`,
  );
}

async function traceLoad(screen: string, page: Page, url: string, name: (at: CodeAt) => string) {
  const browser = page.context().browser()!;
  // BENCH_RENDERS=1: React's commits and the components rendered in the traced load (with
  // BENCH_MINIFY=0 for their names; the counting hook adds its own work to the trace).
  if (process.env.BENCH_RENDERS) await countRenders(page);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  // Starting the CPU profiler costs the page's thread a long task of its own: let it pass first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TRACE_CPU_SLOWDOWN });
  const at = await load(page, url);
  if (TRACE_AFTER_MS > 0) await page.waitForTimeout(TRACE_AFTER_MS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const trace = (await browser.stopTracing()).toString('utf8');
  if (TRACE_OUT) fs.writeFileSync(TRACE_OUT, trace);
  const tasks = longTasks(trace, name);
  const total = tasks.reduce((sum, t) => sum + t.durationMs, 0);
  console.log(
    `\n${screen}, one traced returning load (CPU ${TRACE_CPU_SLOWDOWN}× slower, ${TRACE_AFTER_MS} ms after the ` +
      `first row): first row at ${(at / 1000).toFixed(2)} s; ` +
      `${tasks.length} long tasks, ${Math.round(total)} ms in all`,
  );
  if (process.env.BENCH_RENDERS) console.log(describeRenders('the traced load', await takeRenders(page), 1, 15));
  const style = styleWork(trace);
  console.log(
    `  style and layout: ${style.recalcs} style recalculations restyling ${style.elements} elements in all, ` +
      `${Math.round(style.styleMs)} ms; layout ${Math.round(style.layoutMs)} ms`,
  );
  console.log('  10 longest tasks (start, duration: the files their time went to):');
  for (const task of tasks.slice(0, 10)) {
    const files = task.files
      .slice(0, 3)
      .map(([file, ms]) => `${file} ${Math.round(ms)} ms`)
      .join('; ');
    console.log(`    at ${Math.round(task.startMs)} ms, ${Math.round(task.durationMs)} ms: ${files || '(no script)'}`);
  }
  const byFile = new Map<string, number>();
  for (const task of tasks) for (const [file, ms] of task.files) byFile.set(file, (byFile.get(file) ?? 0) + ms);
  console.log('  long-task time by source file (top 10):');
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`    ${String(Math.round(ms)).padStart(5)} ms  ${file}`);
  }
}

export async function run(): Promise<void> {
  const app = await serveApp((line) => console.log(line), { manifest: true, sourcemap: true, minify: MINIFY });
  const browser = await launchChromium();
  const name = sourceNamer(app.outDir, ROOT);
  try {
    console.log(`Returning visits, ${LOADS} loads per screen, desktop Chromium without throttling`);
    for (const account of accounts) {
      const screens = account.screens.filter((s) => ONLY.length === 0 || ONLY.some((w) => s.name.startsWith(w)));
      if (screens.length === 0) continue;
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await watchFirstRows(context, screens);
      const page = await context.newPage();
      await signIn(page, app.url, account.email);
      for (const screen of screens) {
        const url = `${app.url}${screen.path}`;
        // The first visit syncs the device and lets the service worker take the page; not counted.
        await load(page, url);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
        const justAfterSync = await load(page, url);
        await page.waitForTimeout(REST_AFTER_SYNC_MS);
        const times: number[] = [];
        for (let i = 0; i < LOADS; i++) times.push(await load(page, url));
        report(screen.name, times);
        console.log(
          `${''.padEnd(14)} the load just after the first sync, before the rest: ${(justAfterSync / 1000).toFixed(2)} s`,
        );
        // Each preload link costs the main thread its insertion (~0.5 ms on this machine).
        const links = await page.evaluate(() => document.querySelectorAll('link[rel=modulepreload]').length);
        console.log(`${''.padEnd(14)} ${links} module preload links in the document after the last load`);
        if (screen.name === TRACED) await traceLoad(screen.name, page, url, name);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
  }
}
