/**
 * The chat benchmark's setting: a throw-away stack in a child process, the PWA built against
 * it and served, two people with 20 conversations between them, a signed-in page for each,
 * an optional CPU profile of a page (BENCH_PROFILE) and React's renders in each (BENCH_RENDERS).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openChats } from '../tests/fixtures/chat';
import { countRenders } from './react-renders';
import { COUNT_WORKER_CALLS, RECORD_POSTS } from './chat-hops';
import WebSocket from 'ws';
import type { Browser, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import { build, preview } from 'vite';

const CONVERSATIONS = 20;
export const PASSWORD = 'Bench@pass2026';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export interface StackInfo {
  url: string;
  anonKey: string;
  dbUrl: string;
  jwtSecret: string;
}

export function startStack(): Promise<{ info: StackInfo; stop: () => void }> {
  const child = fork(new URL('./realtime-stack.ts', import.meta.url).pathname, {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ info: info as StackInfo, stop: () => child.send('stop') }));
    child.once('exit', (code) => reject(new Error(`stack process exited with ${code}`)));
  });
}

export async function serveApp(info: StackInfo) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-bench-chat-'));
  process.env.VITE_SUPABASE_URL = info.url;
  process.env.VITE_SUPABASE_ANON_KEY = info.anonKey;
  process.env.NODE_ENV = 'production';
  // Unminified for the diagnostics, so profiles and render counts name functions and components.
  const minify = !process.env.BENCH_PROFILE && !process.env.BENCH_RENDERS;
  await build({ root: ROOT, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true, minify } });
  const server = await preview({
    root: ROOT,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0] ?? '';
  return {
    url: url.replace(/\/$/, ''),
    close: async () => {
      await server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function makePeople(info: StackInfo, sql: pg.Client) {
  const people: { id: string; email: string }[] = [];
  for (const name of ['Ada Sender', 'Ben Reader']) {
    const client = createClient(info.url, info.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const email = `bench-${randomUUID().slice(0, 8)}@evee.dev`;
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { display_name: name } },
    });
    if (error || !data.user) throw error ?? new Error('Sign-up returned no user');
    // A sign-up waits for its address to be confirmed by mail; the bench is not about that.
    await sql.query('update auth.users set email_confirmed_at = now() where id = $1', [data.user.id]);
    people.push({ id: data.user.id, email });
  }
  const [a, b] = people as [{ id: string; email: string }, { id: string; email: string }];
  const conversations: string[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const id = randomUUID();
    conversations.push(id);
    await sql.query(`insert into public.conversations (id, created_by, title) values ($1, $2, $3)`, [
      id,
      a.id,
      `Bench ${String(i).padStart(2, '0')}`,
    ]);
    await sql.query(
      `insert into public.conversation_participants (conversation_id, user_id, user_type) values ($1, $2, 'talent'), ($1, $3, 'talent')`,
      [id, a.id, b.id],
    );
  }
  return { a, b, conversations };
}

/**
 * BENCH_VERBOSE: records in the page when the first WebSocket frame naming each bench message
 * arrives (window.benchFrames), to split the time to render into delivery and the page's work.
 */
const RECORD_FRAMES = `(() => {
  const frames = (window.benchFrames = {});
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (typeof e.data !== 'string') return;
        const now = performance.timeOrigin + performance.now();
        for (const m of e.data.matchAll(/bench-[0-9]+-[0-9a-f]{6}/g)) frames[m[0]] ??= now;
      });
    }
  };
})()`;

export async function signedIn(browser: Browser, appUrl: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`[browser] ${err.message}`));
  if (process.env.BENCH_CONSOLE) page.on('console', (m) => console.error(`[${email}] ${m.text().slice(0, 300)}`));
  if (process.env.BENCH_VERBOSE) await page.addInitScript(`${RECORD_FRAMES};${RECORD_POSTS};${COUNT_WORKER_CALLS}`);
  if (process.env.BENCH_RENDERS) await countRenders(page);
  await page.goto(`${appUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/workspace/'), { timeout: 30_000 });
  await openChats(page, 30_000);
  return page;
}

/** Diagnostic (BENCH_PROFILE=a|b): the page's CPU profile, self time by function and script. */
export async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    const dt = new Map<number, number>();
    profile.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
    const by = new Map<string, number>();
    for (const node of profile.nodes) {
      const f = node.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      by.set(key, (by.get(key) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
    }
    const total = [...by.values()].reduce((x, y) => x + y, 0);
    console.error(`(profile: ${total.toFixed(0)} ms sampled)`);
    [...by]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 40)
      .forEach(([k, v]) => console.error(`  ${v.toFixed(0).padStart(6)} ms  ${k}`));
  };
}
