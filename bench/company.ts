/**
 * `npm run bench -- company`: a company workspace of 2,000 applications (seeded through the
 * service role, bench/company-seed.ts) synced by sync/ in Chromium on real IndexedDB, against a
 * throw-away local stack. Prints the first sync of the workspace into an empty device and the
 * time to read the Candidates list from the device (all of the company's applications, and
 * the newest 50). The time to a rendered Candidates screen is the screens' own measure, on top.
 */
import { SignJWT } from 'jose';
import { launchChromium } from '../scripts/chromium';
import { startStack } from './chat-setup';
import { seedCompanyApplications } from './company-seed';
import { servePage } from './sync';

const APPLICATIONS = 2000;
const READS = 100;

const line = (name: string, value: number, unit: string, extra = '') =>
  console.log(`${name.padEnd(72)} ${value.toFixed(value < 100 ? 2 : 0).padStart(9)} ${unit}${extra}`);

export async function run(): Promise<void> {
  const stack = await startStack();
  const page = await servePage();
  const browser = await launchChromium();
  try {
    const seeding = Date.now();
    const seed = await seedCompanyApplications(stack.info, { applications: APPLICATIONS });
    console.error(`(seeded ${seed.applications} applications in ${Date.now() - seeding} ms)`);
    const token = await new SignJWT({
      sub: seed.ownerId,
      role: 'authenticated',
      aud: 'authenticated',
      email: seed.ownerEmail,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(stack.info.jwtSecret));
    const tab = await (await browser.newContext()).newPage();
    tab.on('pageerror', (err) => console.error(`[browser] ${err.message}`));
    if (process.env.BENCH_VERBOSE) tab.on('console', (m) => console.error(`[page] ${m.text()}`));
    await tab.goto(page.url);
    await tab.waitForFunction(() => document.title === 'sync bench ready');
    type Bench = Record<string, (...args: unknown[]) => Promise<Record<string, number>>>;
    const call = (fn: string, ...args: unknown[]) =>
      tab.evaluate(([f, a]) => (window as unknown as { bench: Bench }).bench[f as string]!(...(a as unknown[])), [
        fn,
        args,
      ] as const);

    const config = { url: stack.info.url, anonKey: stack.info.anonKey, token, userId: seed.ownerId };
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
  } finally {
    await browser.close();
    page.close();
    stack.stop();
  }
}
