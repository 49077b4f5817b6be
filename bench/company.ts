/**
 * `npm run bench -- company`: a company workspace of 2,000 applications (seeded through the
 * service role, bench/company-seed.ts) synced by sync/ in Chromium on real IndexedDB, against a
 * throw-away local stack. Prints the first sync of the workspace into an empty device and the
 * time to read the Candidates list from the device (all of the company's applications, and
 * the newest 50). The time to a rendered Candidates screen is the screens' own measure, on top.
 */
import { launchChromium } from '../scripts/chromium';
import { startStack } from './chat-setup';
import { seedCompanyApplications } from './company-seed';
import { openBenchPage, servePage } from './sync';

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
    const { token, call } = await openBenchPage(browser, page.url, stack.info.jwtSecret, {
      id: seed.ownerId,
      email: seed.ownerEmail,
    });

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
