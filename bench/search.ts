/**
 * `npm run bench -- search`: 20,000 open jobs in a throw-away local stack, searched through the
 * gateway with supabase-js as a signed-out visitor would (words, prefixes while typing, filters,
 * later pages). Prints the round trip p50 and p95 and the ratio to the 50 ms target.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startStack } from './chat-setup';
import { seedSearchJobs } from './search-seed';

const JOBS = 20_000;
const SAMPLES = 300;
const TARGET_MS = 50;

const QUERIES: Record<string, unknown>[] = [
  { q: 'engineer' },
  { q: 'front' },
  { q: 'senior frontend' },
  { q: 'data', workplace: 'remote' },
  { q: '', location: 'lisbon' },
  { q: 'designer', employment_type: 'contract' },
  { q: 'payments', min_salary: 120000 },
  { q: 'engineer', page: 5 },
  { q: '' },
  { q: 'site reliability', location: 'berlin', workplace: 'hybrid' },
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function run(): Promise<void> {
  const stack = await startStack();
  try {
    const seeding = Date.now();
    await seedSearchJobs(stack.info, JOBS);
    console.error(`(seeded ${JOBS} open jobs in ${Date.now() - seeding} ms)`);
    const client = createClient(stack.info.url, stack.info.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    for (const args of QUERIES) await client.rpc('search_jobs', args); // warm-up
    const times: number[] = [];
    const byQuery = QUERIES.map(() => [] as number[]);
    let found = 0;
    let bytes = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      const { data, error } = await client.rpc('search_jobs', QUERIES[i % QUERIES.length]!);
      times.push(performance.now() - started);
      byQuery[i % QUERIES.length]!.push(times[times.length - 1]!);
      if (error) throw new Error(`search_jobs failed: ${error.message}`);
      found += (data as unknown[]).length;
      bytes += JSON.stringify(data).length;
    }
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    console.log(
      `search round trip through the gateway over ${JOBS} open jobs (${SAMPLES} searches, ${found} rows, ` +
        `${(bytes / SAMPLES / 1024).toFixed(1)} KB of JSON per answer)`,
    );
    console.log(
      `  p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; target ≤ ${TARGET_MS} ms p95, ratio ${(p95 / TARGET_MS).toFixed(2)}`,
    );
    for (const [i, args] of QUERIES.entries()) {
      const sorted = byQuery[i]!.sort((a, b) => a - b);
      console.log(`    ${JSON.stringify(args).padEnd(72)} p50 ${pct(sorted, 50).toFixed(1)} ms`);
    }
  } finally {
    stack.stop();
  }
}
