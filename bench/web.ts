/**
 * `npm run bench -- web`: Lighthouse 12.8 (mobile, its default simulated throttling) against
 * the production build served with a throw-away seeded stack, for the landing page, /auth, a
 * signed-in /workspace/talent/jobs right after signing in (while the device's first sync runs),
 * and the returning visits of issue 30: Job Search (talent@) and company Candidates (company@),
 * each on a device that has synced. Prints performance, FCP, LCP, TBT and CLS with their ratios
 * to the targets (returning visits: performance ≥ 95 and TBT ≤ 200 ms). Lighthouse drives
 * Debian's Chromium through puppeteer-core, its own driver; the signed-in runs keep the session
 * Lighthouse would otherwise clear.
 * BENCH_REPORTS=<folder> also writes each page's full Lighthouse report (JSON) there, a returning
 * visit audited more than once as `<page>-<run>.json`, and the trace it was simulated from
 * (`<page>.trace.json`, for the Performance panel or a script).
 * WEB_ONLY=returning audits only the returning visits; WEB_RUNS=n audits each returning visit n
 * times and prints each run and the medians (Lighthouse's simulated TBT scales the tasks it saw,
 * so one run on a shared machine says little). Each returning run also gives the blocking its
 * trace shows by the main thread's own CPU time, and that thread's share of its long tasks'
 * wall time (cpu-share.ts): below 1, the thread was waiting for a CPU.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { serveApp } from '../scripts/serve-app';
import { cpuShare, type CpuShare } from './cpu-share';

const TARGETS = { performance: 95, landingFcpMs: 1200, clsMax: 0.02, returningTbtMs: 200 };
const PASSWORD = 'Evee@demo2026';
const ONLY_RETURNING = process.env.WEB_ONLY === 'returning';
const RUNS = Math.max(1, Number(process.env.WEB_RUNS ?? 1));

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** From the run's trace: blocking by the main thread's CPU time, and its share of the wall time. */
  trace?: CpuShare;
}

async function audit(page: Page, url: string, keepStorage: boolean, run = 0): Promise<Figures> {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const trace = (result.artifacts as { Trace?: { traceEvents: Parameters<typeof cpuShare>[0] } }).Trace;
  const folder = process.env.BENCH_REPORTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
    const name = run ? `${slug}-${run}` : slug;
    writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    // The trace the run was simulated from (its tasks, unthrottled, are what TBT multiplies).
    if (trace) writeFileSync(path.join(folder, `${name}.trace.json`), JSON.stringify(trace));
  }
  const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    trace: trace ? cpuShare(trace.traceEvents) : undefined,
  };
}

/** Each figure's median over the runs (the middle run's, or the upper of the two middle ones). */
function median(runs: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return {
    performance: mid((f) => f.performance),
    fcp: mid((f) => f.fcp),
    lcp: mid((f) => f.lcp),
    tbt: mid((f) => f.tbt),
    cls: mid((f) => f.cls),
  };
}

/**
 * Starts a returning visit as a new tab would: from a blank page, with the last visit's app
 * gone from memory. Otherwise the app the last run left open is still in the renderer's heap
 * when Lighthouse starts its trace, and V8's walk over that heap (for the trace's script
 * sources) runs as one task on the new page: 25–143 ms observed, 4× that in the simulated TBT,
 * none of it the page's own work.
 */
async function leaveForBlank(page: Page) {
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
}

async function signIn(page: Page, base: string, email = 'talent@evee.dev') {
  await page.goto(`${base}/auth`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await Promise.all([page.waitForNavigation(), page.locator('button[type=submit]').click()]);
  await page.waitForFunction(() => location.pathname.startsWith('/workspace/'), { timeout: 30_000 });
}

const describeShare = (t: CpuShare) =>
  `${Math.round(t.blockingWallMs)}/${Math.round(t.blockingCpuMs)} ms (${Math.round(t.share * 100)}%)`;

function report(name: string, f: Figures, fcpTarget?: number, tbtTarget?: number) {
  const ratio = (value: number, target: number) => `${((value / target) * 100).toFixed(0)}% of target`;
  console.log(`${name}`);
  console.log(
    `  performance ${f.performance} (target ≥ ${TARGETS.performance}, ${ratio(f.performance, TARGETS.performance)})`,
  );
  console.log(
    `  FCP ${(f.fcp / 1000).toFixed(2)} s${fcpTarget ? ` (target ≤ ${fcpTarget / 1000} s, ${ratio(f.fcp, fcpTarget)})` : ''}`,
  );
  const tbt = tbtTarget ? ` (target ≤ ${tbtTarget} ms, ${ratio(f.tbt, tbtTarget)})` : '';
  console.log(`  LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${Math.round(f.tbt)} ms${tbt}`);
  console.log(`  CLS ${f.cls.toFixed(3)} (target ≤ ${TARGETS.clsMax}, ${ratio(f.cls, TARGETS.clsMax)})`);
}

export async function run(): Promise<void> {
  const app = await serveApp();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const jobs = `${app.url}/workspace/talent/jobs`;
    if (!ONLY_RETURNING) {
      report('landing /', await audit(page, `${app.url}/`, false), TARGETS.landingFcpMs);
      report('/auth', await audit(page, `${app.url}/auth`, false));
      await signIn(page, app.url);
      // Right after signing in, the device's first sync is still running; a returning visit finds
      // it done: each is its own profile that signs in and waits for the network to rest before
      // Lighthouse loads the screen.
      report('signed in /workspace/talent/jobs, first sync running', await audit(page, jobs, true));
    }
    const returningVisits = [
      { email: 'talent@evee.dev', name: 'Job Search', path: '/workspace/talent/jobs' },
      { email: 'company@evee.dev', name: 'company Candidates', path: '/workspace/company/candidates' },
    ];
    for (const visit of returningVisits) {
      const returning = await (await browser.createBrowserContext()).newPage();
      await signIn(returning, app.url, visit.email);
      await returning.waitForNetworkIdle({ idleTime: 3000, timeout: 120_000 });
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        await leaveForBlank(returning);
        runs.push(await audit(returning, `${app.url}${visit.path}`, true, RUNS > 1 ? i + 1 : 0));
      }
      if (RUNS > 1) {
        const each = runs.map((f) => `${f.performance}/${Math.round(f.tbt)} ms`).join(', ');
        console.log(`returning ${visit.name}: ${RUNS} runs, performance/TBT ${each}; the medians:`);
      }
      report(`returning ${visit.name} (${visit.path}), device synced`, median(runs), undefined, TARGETS.returningTbtMs);
      const own = runs.map((f) => (f.trace ? describeShare(f.trace) : 'no trace')).join(', ');
      console.log(`  in the traces, blocking by wall / by the main thread's CPU time (its share): ${own}`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
}
