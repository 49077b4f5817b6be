/**
 * `npm run bench -- company`: a company workspace of 2,000 applications (seeded through the
 * service role, bench/company-seed.ts) on a throw-away local stack serving the production build.
 * Prints, with sync/ alone in Chromium on real IndexedDB (the sync bench page): the first sync
 * of the workspace into an empty device and the time to read the Candidates list from the
 * device. Then, in the built app signed in as the company's owner with the workspace on the
 * device (bench/company-render.ts): the Candidates list's first render (≤ 100 ms p95) and a
 * status change through a row's 'Status' select to the re-rendered row (≤ 16 ms p95).
 */
import { launchChromium } from '../scripts/chromium';
import { serveApp } from '../scripts/serve-app';
import { BENCH_PASSWORD, seedCompanyApplications } from './company-seed';
import { candidatesFirstRender, signInThroughForm, startProfile, statusChanges } from './company-render';
import { openBenchPage, servePage } from './sync';
import { countRenders, describeRenders, takeRenders } from './react-renders';

const APPLICATIONS = 2000;
const READS = 100;
const RENDERS = 25;
const TARGETS = { firstRenderP95Ms: 100, statusChangeP95Ms: 16 };

const line = (name: string, value: number, unit: string, extra = '') =>
  console.log(`${name.padEnd(72)} ${value.toFixed(value < 100 ? 2 : 0).padStart(9)} ${unit}${extra}`);
const ratio = (value: number, target: number) => ` (target ≤ ${target} ms, ratio ${(value / target).toFixed(2)})`;

export async function run(): Promise<void> {
  // BENCH_PROFILE=1: an unminified build, and the hottest functions of the screen's measures.
  // BENCH_RENDERS=1: React's commits and the components rendered per status change.
  const app = await serveApp(undefined, { minify: !process.env.BENCH_PROFILE && !process.env.BENCH_RENDERS });
  const page = await servePage();
  const browser = await launchChromium();
  try {
    const seeding = Date.now();
    const seed = await seedCompanyApplications(app.stack, { applications: APPLICATIONS });
    console.error(`(seeded ${seed.applications} applications in ${Date.now() - seeding} ms)`);
    const { token, call } = await openBenchPage(browser, page.url, app.stack.jwtSecret, {
      id: seed.ownerId,
      email: seed.ownerEmail,
    });

    const config = { url: app.stack.url, anonKey: app.stack.anonKey, token, userId: seed.ownerId };
    const first = await call('workspaceSync', config, seed.companyId);
    line(
      `first sync of the workspace (${first.applications} applications, ${first.profiles} talent profiles)`,
      first.ms!,
      'ms',
      `; ${first.users} user profiles`,
    );
    const all = await call('readCandidates', seed.companyId, READS);
    line(`read all ${all.count} applications newest first, p95 (p50 ${all.p50!.toFixed(2)} ms)`, all.p95!, 'ms');
    const newest = await call('readCandidates', seed.companyId, READS, 50);
    line(`read the newest ${newest.count} applications, p95 (p50 ${newest.p50!.toFixed(2)} ms)`, newest.p95!, 'ms');
    await call('cleanup');

    const tab = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    tab.on('pageerror', (err) => console.error(`[browser] ${err.message}`));
    if (process.env.BENCH_RENDERS) await countRenders(tab);
    await signInThroughForm(tab, app.url, seed.ownerEmail, BENCH_PASSWORD);
    const profiler = process.env.BENCH_PROFILE ? await startProfile(tab) : undefined;
    const render = await candidatesFirstRender(tab, RENDERS);
    if (profiler) await profiler.stop('first render');
    line(
      `Candidates first render from the device, ${render.count} runs, p95 (p50 ${render.p50.toFixed(2)} ms)`,
      render.p95,
      'ms',
      ratio(render.p95, TARGETS.firstRenderP95Ms),
    );
    const profiler2 = process.env.BENCH_PROFILE ? await startProfile(tab) : undefined;
    if (process.env.BENCH_RENDERS) await takeRenders(tab);
    const { status, pending } = await statusChanges(tab, RENDERS);
    if (profiler2) await profiler2.stop('status change');
    if (process.env.BENCH_RENDERS) console.error(describeRenders('per status change', await takeRenders(tab), RENDERS));
    line(
      `status change to the row re-rendered, ${status.count} runs, p95 (p50 ${status.p50.toFixed(2)} ms)`,
      status.p95,
      'ms',
      ratio(status.p95, TARGETS.statusChangeP95Ms),
    );
    // Not a target: the badge follows the pending-writes record, a write of its own.
    line(`  (same, to its 'Pending sync' badge, p95 (p50 ${pending.p50.toFixed(2)} ms)`, pending.p95, 'ms', ')');
  } finally {
    await browser.close();
    page.close();
    await app.close();
  }
}
