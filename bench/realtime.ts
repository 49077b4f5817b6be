/**
 * `npm run bench -- realtime`: postgres_changes with RLS on, through the real supabase-js
 * client. For 1, 100 and 500 subscribers (each a different user on its own socket, every one
 * subscribed to the whole table, whose policy is `user_id = auth.uid()`), it measures
 * commit-to-callback latency of single-row commits at a steady pace, then the rate of
 * RLS-checked changes delivered when 50-row transactions arrive back to back. Every change is
 * checked against every subscriber's claims and delivered to exactly one of them. Targets:
 * p99 < 100 ms with 100 subscribers; >= 500 delivered changes/s with 500 subscribers.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../supabase/local/gateway/jwt';

interface StackInfo {
  url: string;
  anonKey: string;
  dbUrl: string;
  jwtSecret: string;
}

const WARMUP = 20;
const LATENCY_SAMPLES = 200;
const LATENCY_GAP_MS = 10;
const THROUGHPUT_ROWS = 5000;
const TXN_ROWS = 50;
const DEADLINE_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function startChild(): Promise<{ info: StackInfo; stop: () => void }> {
  const child = fork(new URL('./realtime-stack.ts', import.meta.url).pathname, {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ info: info as StackInfo, stop: () => child.send('stop') }));
    child.once('exit', (code) => reject(new Error(`stack process exited with ${code}`)));
  });
}

async function subscribers(
  info: StackInfo,
  table: string,
  users: string[],
  onRow: (id: string) => void,
): Promise<SupabaseClient[]> {
  const clients: SupabaseClient[] = [];
  for (let i = 0; i < users.length; i += 50) {
    const batch = await Promise.all(
      users.slice(i, i + 50).map(async (sub) => {
        const client = createClient(info.url, info.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: WebSocket as never },
        });
        const exp = Math.floor(Date.now() / 1000) + 3600;
        await client.realtime.setAuth(
          await signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, info.jwtSecret),
        );
        await new Promise<void>((resolve, reject) => {
          client
            .channel(`bench-${sub}`)
            .on(
              'postgres_changes' as never,
              { event: 'INSERT', schema: 'public', table } as never,
              ((p: { new: { id: string } }) => onRow(p.new.id)) as never,
            )
            .subscribe((status, err) =>
              status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(err ?? new Error(status)),
            );
        });
        return client;
      }),
    );
    clients.push(...batch);
  }
  return clients;
}

async function scenario(
  info: StackInfo,
  sql: pg.Client,
  count: number,
): Promise<{ p50: number; p95: number; p99: number; rate: number; missing: number }> {
  const table = `rt_bench_${count}_${randomUUID().slice(0, 6)}`;
  await sql.query(`
    create table public.${table} (id uuid primary key, user_id uuid not null, body text, created_at timestamptz not null default now());
    alter table public.${table} enable row level security;
    create policy "owners read their rows" on public.${table} for select to authenticated using (user_id = (select auth.uid()));
    grant select on public.${table} to authenticated;
    alter publication supabase_realtime add table public.${table};`);
  const users = Array.from({ length: count }, () => randomUUID());
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  let lastDelivery = 0;
  const clients = await subscribers(info, table, users, (id) => {
    const t0 = sentAt.get(id);
    lastDelivery = performance.now();
    delivered++;
    if (t0 !== undefined) latencies.push(lastDelivery - t0);
  });
  try {
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const id = randomUUID();
      if (i >= WARMUP) sentAt.set(id, performance.now());
      await sql.query(`insert into public.${table} (id, user_id, body) values ($1, $2, 'latency')`, [
        id,
        users[i % count],
      ]);
      await sleep(LATENCY_GAP_MS);
    }
    const settle = performance.now() + 10_000;
    while (delivered < LATENCY_SAMPLES && performance.now() < settle) await sleep(20);

    const base = delivered;
    const started = performance.now();
    for (let i = 0; i < THROUGHPUT_ROWS && performance.now() - started < DEADLINE_MS; i += TXN_ROWS) {
      const owners = Array.from({ length: TXN_ROWS }, (_, j) => users[(i + j) % count]);
      await sql.query(
        `insert into public.${table} (id, user_id, body) select gen_random_uuid(), u, 'throughput' from unnest($1::uuid[]) u`,
        [owners],
      );
    }
    while (delivered - base < THROUGHPUT_ROWS && performance.now() - started < DEADLINE_MS) await sleep(20);
    const rate = ((delivered - base) / (lastDelivery - started)) * 1000;
    latencies.sort((a, b) => a - b);
    return {
      p50: pct(latencies, 50),
      p95: pct(latencies, 95),
      p99: pct(latencies, 99),
      rate,
      missing: LATENCY_SAMPLES + THROUGHPUT_ROWS - delivered,
    };
  } finally {
    await Promise.all(clients.map(async (c) => (await c.removeAllChannels(), await c.realtime.disconnect())));
    await sql.query(`drop table public.${table}`);
  }
}

export async function run(): Promise<void> {
  const { info, stop } = await startChild();
  const sql = new pg.Client({ connectionString: info.dbUrl });
  await sql.connect();
  const fmt = (n: number) => n.toFixed(1).padStart(8);
  try {
    console.log(
      `postgres_changes with RLS: ${LATENCY_SAMPLES - WARMUP} timed single-row commits (after ${WARMUP} warm-up) every ${LATENCY_GAP_MS} ms for latency, then ${THROUGHPUT_ROWS} rows in ${TXN_ROWS}-row transactions for throughput`,
    );
    console.log('subscribers   p50 ms   p95 ms   p99 ms   delivered/s  missing');
    for (const count of [1, 100, 500]) {
      const r = await scenario(info, sql, count);
      console.log(
        `${String(count).padStart(11)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${fmt(r.rate).padStart(13)} ${String(r.missing).padStart(8)}`,
      );
      if (count === 100)
        console.log(
          `  target p99 < 100 ms at 100 subscribers: ratio ${(100 / r.p99).toFixed(2)}x (${r.p99 < 100 ? 'met' : 'NOT met'})`,
        );
      if (count === 500)
        console.log(
          `  target >= 500 changes/s at 500 subscribers: ratio ${(r.rate / 500).toFixed(2)}x (${r.rate >= 500 ? 'met' : 'NOT met'})`,
        );
    }
  } finally {
    await sql.end();
    stop();
  }
}
