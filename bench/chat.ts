/**
 * `npm run bench -- chat`: the floating chat end to end, two people in Chromium on the built
 * PWA against a throw-away local stack. Prints, with the ratio to each target (issues 7 and 30):
 *   - the latency from A pressing Enter to the message rendered in B's open window, p50 and
 *     p99, with 20 conversations open at once on B's side, each window showing its messages
 *     (p99 ≤ 75 ms on loopback, issue 30);
 *   - the time to flush 200 messages A queued offline, from the reconnect until the server
 *     holds all 200 (≤ 5 s), and until B has rendered the last one.
 */
import { launchChromium } from '../scripts/chromium';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Page, type Route } from 'playwright-core';
import { makePeople, PASSWORD, serveApp, signedIn, startProfile, startStack } from './chat-setup';
import { describeHops, describeWorkerCalls, listenServer, stampsOf, workerCalls, type Stamps } from './chat-hops';
import { describeRenders, takeRenders } from './react-renders';

const SAMPLES_PER_CONVERSATION = 5;
const WARMUP = 10;
const QUEUED = 200;
const TARGETS = { p99Ms: 75, flushMs: 5000 };

/** Records, in B's page, when each bench message first appears inside a chat window. */
function watchRendered(page: Page) {
  return page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { benchSeen: Record<string, number> }).benchSeen = seen;
    new MutationObserver((records) => {
      const now = performance.timeOrigin + performance.now();
      for (const r of records)
        for (const node of r.addedNodes) {
          const el = node instanceof Element ? node : node.parentElement;
          // Inside a window, not the message box (React writes a controlled box's text as a node).
          if (!el?.closest('[role="dialog"]') || el.closest('textarea')) continue;
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let t = walker.currentNode as Node | null; t; t = walker.nextNode()) {
            const text = t.nodeType === Node.TEXT_NODE ? (t.nodeValue ?? '').trim() : '';
            if (text.startsWith('bench-')) seen[text] ??= now;
          }
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Records, in A's page, when Enter goes down in a message box. */
function watchEnter(page: Page) {
  return page.evaluate(() => {
    const sent: Record<string, number> = {};
    (window as unknown as { benchSent: Record<string, number> }).benchSent = sent;
    document.addEventListener(
      'keydown',
      (e) => {
        const box = e.target as HTMLTextAreaElement;
        if (e.key === 'Enter' && box.getAttribute?.('aria-label') === 'Message') {
          sent[box.value.trim()] = performance.timeOrigin + performance.now();
        }
      },
      true,
    );
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const line = (name: string, value: number, target: number, extra = '') =>
  console.log(
    `${name.padEnd(64)} ${value.toFixed(1).padStart(8)} ms  (target ≤ ${target} ms, ratio ${(value / target).toFixed(2)})${extra}`,
  );

async function measureLatency(
  a: Page,
  b: Page,
  sql: pg.Client,
  conversations: number,
  server?: Awaited<ReturnType<typeof listenServer>>,
): Promise<number[]> {
  const latencies: number[] = [];
  const measured: string[] = [];
  const total = WARMUP + conversations * SAMPLES_PER_CONVERSATION;
  const callsBefore = server ? await Promise.all([workerCalls(a), workerCalls(b)]) : null;
  for (let i = 0; i < total; i++) {
    const title = `Bench ${String(i % conversations).padStart(2, '0')}`;
    const text = `bench-${i}-${randomUUID().slice(0, 6)}`;
    await a.getByRole('region', { name: 'Chats' }).getByRole('button', { name: title, exact: true }).click();
    const chatWindow = a.getByRole('dialog', { name: title, exact: true });
    const box = chatWindow.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await b
      .waitForFunction((t) => (window as unknown as { benchSeen: Record<string, number> }).benchSeen[t], text, {
        timeout: 10_000,
      })
      .catch(async (err) => {
        const rows = await sql.query(`select count(*) from public.conversation_messages where content = $1`, [text]);
        const dom = await b.evaluate(
          (t) =>
            [...document.querySelectorAll('[role="dialog"]')]
              .map(
                (d) =>
                  `${d.getAttribute('aria-label')}:${d.textContent?.includes(t)}:${d.querySelectorAll('li').length}`,
              )
              .join(' ') + ` seen=${Object.keys((window as unknown as { benchSeen: object }).benchSeen ?? {}).length}`,
          text,
        );
        const aDom = await a.evaluate(() => document.body.innerText.slice(-400));
        console.error(`(message ${text}: ${rows.rows[0].count} on the server, in B's page: ${dom}; A: ${aDom})`);
        throw err;
      });
    const sent = await a.evaluate(
      (t) => (window as unknown as { benchSent: Record<string, number> }).benchSent[t],
      text,
    );
    const seen = await b.evaluate(
      (t) => (window as unknown as { benchSeen: Record<string, number> }).benchSeen[t],
      text,
    );
    if (i >= WARMUP && sent && seen) {
      latencies.push(seen - sent);
      measured.push(text);
    }
    await chatWindow.getByRole('button', { name: 'Close' }).click();
  }
  if (callsBefore) {
    const [afterA, afterB] = await Promise.all([workerCalls(a), workerCalls(b)]);
    console.error(describeWorkerCalls("B's page, per message received", callsBefore[1]!, afterB, total));
    console.error(
      describeWorkerCalls("A's page, per message sent (open, type, send, close)", callsBefore[0]!, afterA, total),
    );
  }
  // Read at the end: A's request may be answered after B has shown the message.
  if (server) {
    const hops: Stamps[] = [];
    for (const text of measured) hops.push(await stampsOf(text, a, b, sql, server));
    console.error(describeHops(hops));
  }
  return latencies.sort((x, y) => x - y);
}

async function measureFlush(a: Page, b: Page, sql: pg.Client) {
  const tag = randomUUID().slice(0, 6);
  const title = 'Bench 00';
  await a.getByRole('region', { name: 'Chats' }).getByRole('button', { name: title, exact: true }).click();
  const box = a.getByRole('dialog', { name: title, exact: true }).getByRole('textbox', { name: 'Message' });
  const cut = (route: Route) => route.abort('internetdisconnected');
  await a.context().route('**/rest/v1/**', cut);
  await a.context().setOffline(true);
  for (let i = 0; i < QUEUED; i++) {
    await box.fill(`bench-q${tag}-${i}`);
    await box.press('Enter');
  }
  const count = async () =>
    Number(
      (await sql.query(`select count(*) from public.conversation_messages where content like $1`, [`bench-q${tag}-%`]))
        .rows[0].count,
    );
  await new Promise((r) => setTimeout(r, 500));
  if ((await count()) !== 0) throw new Error('Queued messages left the device while it was offline');
  const started = Date.now();
  await a.context().unroute('**/rest/v1/**', cut);
  await a.context().setOffline(false);
  while ((await count()) < QUEUED) {
    if (Date.now() - started > 60_000) throw new Error(`Only ${await count()} of ${QUEUED} messages arrived`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const serverMs = Date.now() - started;
  if (process.env.BENCH_VERBOSE) {
    const span = await sql.query(
      `select extract(epoch from min(_modified)) * 1000 as first, extract(epoch from max(_modified)) * 1000 as last, count(distinct xmin::text) as requests from public.conversation_messages where content like $1`,
      [`bench-q${tag}-%`],
    );
    const { first, last, requests } = span.rows[0];
    console.error(
      `(flush: first row stored ${(Number(first) - started).toFixed(0)} ms after the reconnect, the rest over ${(Number(last) - Number(first)).toFixed(0)} ms, in ${requests} transactions)`,
    );
  }
  const last = `bench-q${tag}-${QUEUED - 1}`;
  await b.waitForFunction((t) => (window as unknown as { benchSeen: Record<string, number> }).benchSeen[t], last, {
    timeout: 30_000,
  });
  const seen = await b.evaluate((t) => (window as unknown as { benchSeen: Record<string, number> }).benchSeen[t], last);
  const rows = await sql.query(
    `select content from public.conversation_messages where content like $1 order by created_at, id`,
    [`bench-q${tag}-%`],
  );
  const inOrder = rows.rows.every((r, i) => r.content === `bench-q${tag}-${i}`);
  return { serverMs, renderedMs: (seen ?? NaN) - started, rows: rows.rowCount ?? 0, inOrder };
}

export async function run(): Promise<void> {
  const stack = await startStack();
  const sql = new pg.Client({ connectionString: stack.info.dbUrl });
  await sql.connect();
  const app = await serveApp(stack.info);
  const browser = await launchChromium();
  try {
    const { a: personA, b: personB, conversations } = await makePeople(stack.info, sql);
    const [a, b] = await Promise.all([
      signedIn(browser, app.url, personA.email),
      signedIn(browser, app.url, personB.email),
    ]);
    for (let i = 0; i < conversations.length; i++) {
      const title = `Bench ${String(i).padStart(2, '0')}`;
      await b.getByRole('region', { name: 'Chats' }).getByRole('button', { name: title, exact: true }).click();
      await b.getByRole('dialog', { name: title, exact: true }).waitFor();
    }
    // Every window open and showing its messages (none minimised) while B receives.
    const open = await b
      .getByRole('dialog')
      .filter({ has: b.getByRole('log', { name: 'Messages' }) })
      .count();
    if (open !== conversations.length) throw new Error(`B shows ${open} chat windows, not ${conversations.length}`);
    await a.getByRole('region', { name: 'Chats' }).getByRole('button', { name: 'Bench 00', exact: true }).waitFor();
    await Promise.all([watchEnter(a), watchRendered(b)]);
    // BENCH_VERBOSE: A's own window watched too, and the bench's ears on the server.
    const server = process.env.BENCH_VERBOSE ? await listenServer(stack.info, personB.email, PASSWORD) : undefined;
    if (server) await watchRendered(a);

    const profiler = /^[ab]$/.test(process.env.BENCH_PROFILE ?? '')
      ? await startProfile(process.env.BENCH_PROFILE === 'a' ? a : b)
      : null;
    if (process.env.BENCH_RENDERS) await Promise.all([takeRenders(a), takeRenders(b)]);
    const latencies = await measureLatency(a, b, sql, conversations.length, server);
    await server?.close();
    await profiler?.();
    if (process.env.BENCH_RENDERS) {
      const samples = WARMUP + conversations.length * SAMPLES_PER_CONVERSATION;
      console.error(describeRenders("B's page, per message received", await takeRenders(b), samples));
      console.error(
        describeRenders("A's page, per message sent (open, type, send, close)", await takeRenders(a), samples),
      );
    }
    line(
      `Enter in A to rendered in B, p99 (${latencies.length} messages, ${conversations.length} windows)`,
      pct(latencies, 99),
      TARGETS.p99Ms,
      `; p50 ${pct(latencies, 50).toFixed(1)} ms, max ${latencies[latencies.length - 1]!.toFixed(1)} ms`,
    );

    const flushProfiler = process.env.BENCH_PROFILE?.startsWith('flush')
      ? await startProfile(process.env.BENCH_PROFILE === 'flush-b' ? b : a)
      : null;
    const flush = await measureFlush(a, b, sql);
    await flushProfiler?.();
    line(
      `${QUEUED} queued messages flushed after reconnect (server has all)`,
      flush.serverMs,
      TARGETS.flushMs,
      `; rendered in B after ${flush.renderedMs.toFixed(0)} ms; ${flush.rows} rows, ${flush.inOrder ? 'in order' : 'OUT OF ORDER'}`,
    );
  } finally {
    await browser.close();
    await app.close();
    await sql.end();
    stack.stop();
  }
}
