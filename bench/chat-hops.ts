/**
 * BENCH_VERBOSE for `chat`: when each message passes each hop between A's Enter and B's screen,
 * so the latency splits into legs that can be compared before and after a change:
 *   A's Enter → A's POST leaves (fetch called) → the row stamped on the server (_modified,
 *   clock_timestamp() in its insert) → its transaction committed (the capture trigger's NOTIFY,
 *   heard on a connection of the bench's own) → the gateway's frame out (a Realtime client of
 *   the bench's own, signed in as B, on loopback and idle) → B's socket frame → rendered in B;
 *   beside them, A's POST answered and A's own window showing the message.
 * Every clock is the machine's (performance.timeOrigin + now() in the pages).
 */
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import type { StackInfo } from './chat-setup';

const BENCH_TEXT = /bench-[0-9]+-[0-9a-f]{6}/g;

/** In A's page: when each bench message's insert is handed to fetch, and when it is answered. */
export const RECORD_POSTS = `(() => {
  const posts = (window.benchPosts = {});
  const answers = (window.benchAnswers = {});
  const native = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : (input.url ?? String(input));
    const body = init && typeof init.body === 'string' ? init.body : '';
    const names = url.includes('/rest/v1/conversation_messages') && init && init.method === 'POST'
      ? [...body.matchAll(${BENCH_TEXT})].map((m) => m[0]) : [];
    const now = performance.timeOrigin + performance.now();
    for (const n of names) posts[n] ??= now;
    const answer = native.apply(this, arguments);
    if (names.length)
      answer.then(() => {
        const at = performance.timeOrigin + performance.now();
        for (const n of names) answers[n] ??= at;
      }, () => {});
    return answer;
  };
})()`;

/**
 * In each page: the calls its database storage sends to the database worker, by method
 * (RxDB's remote storage: bulkWrite, findDocumentsById, query, …), a count the machine's load
 * does not move. Read before and after the messages to give the calls per message.
 */
export const COUNT_WORKER_CALLS = `(() => {
  const calls = (window.benchWorkerCalls = {});
  const native = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    const method = message && typeof message === 'object' && typeof message.method === 'string' ? message.method : 'other';
    calls[method] = (calls[method] ?? 0) + 1;
    return native.call(this, message, ...rest);
  };
})()`;

export function workerCalls(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({
    ...((window as unknown as { benchWorkerCalls?: Record<string, number> }).benchWorkerCalls ?? {}),
  }));
}

/** The calls made between two readings, per message. */
export function describeWorkerCalls(
  who: string,
  before: Record<string, number>,
  after: Record<string, number>,
  messages: number,
): string {
  const methods = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const per = methods
    .map((m) => [m, ((after[m] ?? 0) - (before[m] ?? 0)) / messages] as const)
    .filter(([, n]) => n > 0)
    .sort((x, y) => y[1] - x[1]);
  const total = per.reduce((sum, [, n]) => sum + n, 0);
  return `(${who}: database worker calls per message ${total.toFixed(1)}: ${per.map(([m, n]) => `${m} ${n.toFixed(1)}`).join(', ')})`;
}

/** The bench's own ears on the server: commits heard by LISTEN, frames by a client signed in as B. */
export async function listenServer(info: StackInfo, email: string, password: string) {
  const commits = new Map<string, number>();
  const frames = new Map<string, number>();
  const listener = new pg.Client({ connectionString: info.dbUrl });
  await listener.connect();
  listener.on('notification', (n) => {
    if (n.payload && !commits.has(n.payload)) commits.set(n.payload, Date.now());
  });
  await listener.query('listen realtime_local_changes');
  const client = createClient(info.url, info.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  await new Promise<void>((resolve, reject) => {
    client
      .channel('bench-probe')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversation_messages' }, (p) => {
        const at = Date.now();
        for (const m of String((p.new as { content?: string }).content ?? '').matchAll(BENCH_TEXT))
          if (!frames.has(m[0])) frames.set(m[0], at);
      })
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
      });
  });
  return {
    commits,
    frames,
    close: async () => {
      await client.removeAllChannels();
      await listener.end();
    },
  };
}

type Hop = [name: string, from: string, to: string];
const HOPS: Hop[] = [
  ["A's Enter → A's POST leaves", 'enter', 'posted'],
  ['POST leaves → row stamped on the server', 'posted', 'stamped'],
  ['row stamped → committed (NOTIFY heard)', 'stamped', 'committed'],
  ["committed → gateway's frame out (probe)", 'committed', 'probe'],
  ["gateway's frame out → B's socket", 'probe', 'frame'],
  ["B's socket → rendered in B", 'frame', 'rendered'],
  ["A's Enter → rendered in B", 'enter', 'rendered'],
  ["A's POST leaves → answered", 'posted', 'answered'],
  ["A's Enter → shown in A's own window", 'enter', 'ownShown'],
];

export type Stamps = Record<string, number>;

/** The stamps of one message, read once it has been rendered in B. */
export async function stampsOf(
  text: string,
  a: Page,
  b: Page,
  sql: pg.Client,
  server: Awaited<ReturnType<typeof listenServer>>,
): Promise<Stamps> {
  const row = await sql.query<{ at: string; xid: string }>(
    `select extract(epoch from _modified) * 1000 as at, _txid::text as xid from public.conversation_messages where content = $1`,
    [text],
  );
  const fromA = await a.evaluate((t) => {
    const w = window as unknown as Record<string, Record<string, number>>;
    return {
      enter: w.benchSent![t]!,
      posted: w.benchPosts?.[t],
      answered: w.benchAnswers?.[t],
      own: w.benchSeen?.[t],
    };
  }, text);
  const fromB = await b.evaluate((t) => {
    const w = window as unknown as Record<string, Record<string, number>>;
    return { frame: w.benchFrames?.[t], rendered: w.benchSeen![t]! };
  }, text);
  const r = row.rows[0];
  return {
    enter: fromA.enter,
    posted: fromA.posted ?? NaN,
    answered: fromA.answered ?? NaN,
    ownShown: fromA.own ?? NaN,
    stamped: r ? Number(r.at) : NaN,
    committed: r ? (server.commits.get(r.xid) ?? NaN) : NaN,
    probe: server.frames.get(text) ?? NaN,
    frame: fromB.frame ?? NaN,
    rendered: fromB.rendered,
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Per hop: how many messages had both stamps, and the hop's p50 / p90 / p99. */
export function describeHops(samples: Stamps[]): string {
  const lines = HOPS.map(([name, from, to]) => {
    const xs = samples
      .map((s) => s[to]! - s[from]!)
      .filter((x) => Number.isFinite(x))
      .sort((x, y) => x - y);
    const f = (p: number) => pct(xs, p).toFixed(1).padStart(7);
    return `  ${name.padEnd(44)} n=${String(xs.length).padStart(3)}  p50 ${f(50)}  p90 ${f(90)}  p99 ${f(99)} ms`;
  });
  return `(per hop, ms)\n${lines.join('\n')}`;
}
