/**
 * Faults of the stack itself, on a stack of its own (the shared one is never killed):
 * PostgreSQL killed with SIGKILL and restarted under a write load, a statement past its
 * timeout, and a full disk. Callers get 503s in each protocol's shape and never wait without
 * end; the gateway comes back without a restart; nothing that was acknowledged is lost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type StackHandle } from '../../supabase/local/stack';
import { signJwt } from '../../supabase/local/gateway/jwt';
import { killPostgres, runInsertLoad, waitFor } from '../fixtures/faults';

const STATEMENT_TIMEOUT_MS = 1000;
/** No request may take longer than this, outage or not. */
const ANSWER_BOUND_MS = 5000;

let stack: StackHandle;
let dir: string;
let sql: pg.Client;
let user: SupabaseClient;
const userId = randomUUID();

async function superuser(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  client.on('error', () => {});
  await client.connect();
  return client;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-faults-'));
  fs.chmodSync(dir, 0o755);
  // Not ephemeral: synchronous_commit=off would let a crash lose acknowledged commits, which is
  // exactly what this file checks does not happen.
  stack = await startStack({
    dir,
    port: 0,
    dbPort: 0,
    seed: false,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    log: (line) => {
      if (process.env.STACK_LOG) console.log(line);
    },
  });
  sql = await superuser();
  await sql.query(`
    create table public.fault_probe (id uuid primary key, owner uuid not null, n int not null);
    comment on table public.fault_probe is 'stack fault test table';
    alter table public.fault_probe enable row level security;
    create policy "owners read their probes" on public.fault_probe for select to authenticated using (owner = auth.uid());
    create policy "owners add their probes" on public.fault_probe for insert to authenticated with check (owner = auth.uid());
    grant select, insert on public.fault_probe to authenticated;
    alter publication supabase_realtime add table public.fault_probe;
    create function public.test_sleep(s double precision) returns void language sql as 'select pg_sleep(s)';
    grant execute on function public.test_sleep(double precision) to authenticated;
    -- Filling a real disk is not safe on a shared machine (every other database and process on
    -- it would fail too), so the full disk is PostgreSQL's own error for it, raised on demand.
    create function public.test_disk_full() returns void language plpgsql as $$
    begin
      raise exception 'could not extend file "base/5/16384": No space left on device'
        using errcode = '53100', hint = 'Check free disk space.';
    end $$;
    grant execute on function public.test_disk_full() to authenticated;`);
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 },
    stack.jwtSecret,
  );
  user = createClient(stack.url, stack.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  await user.realtime.setAuth(token);
}, 90_000);

afterAll(async () => {
  await user?.removeAllChannels();
  user?.realtime.disconnect();
  await sql?.end().catch(() => {});
  await stack?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 30_000);

function expectRestShape(error: unknown): void {
  expect(error).toEqual({
    code: expect.any(String),
    message: expect.any(String),
    details: expect.toSatisfy((d: unknown) => d === null || typeof d === 'string'),
    hint: expect.toSatisfy((h: unknown) => h === null || typeof h === 'string'),
  });
}

describe('a slow query and a full disk', () => {
  it('answers a statement past its timeout with a 503 in PostgREST shape, within the timeout and a margin', async () => {
    const started = Date.now();
    const { status, error } = await user.rpc('test_sleep', { s: 4 }).abortSignal(AbortSignal.timeout(ANSWER_BOUND_MS));
    const took = Date.now() - started;
    expect(status).toBe(503);
    expectRestShape({ ...error });
    expect(error?.code).toBe('57014');
    expect(error?.message).toMatch(/statement timeout/);
    expect(took).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(STATEMENT_TIMEOUT_MS + 1500);
    // The same caller's next request is served: the timed-out transaction left nothing behind.
    expect((await user.rpc('test_sleep', { s: 0 })).status).toBe(204);
  });

  it('answers PostgreSQL running out of disk with a 503 in PostgREST shape', async () => {
    const { status, error } = await user.rpc('test_disk_full').abortSignal(AbortSignal.timeout(ANSWER_BOUND_MS));
    expect(status).toBe(503);
    expectRestShape({ ...error });
    expect(error).toMatchObject({ code: '53100', hint: 'Check free disk space.' });
    expect(error?.message).toMatch(/No space left on device/);
  });
});

describe('PostgreSQL killed with SIGKILL under load', () => {
  it('loses nothing acknowledged, answers 503s during the outage and serves again after a restart, realtime included', async () => {
    const changes: string[] = [];
    const system: { status: string; message: string }[] = [];
    const channel = user
      .channel('fault-probe')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'fault_probe' }, (p) =>
        changes.push((p.new as { id: string }).id),
      )
      .on('system', {}, (p: { status: string; message: string }) => system.push(p));
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((s, err) => (s === 'SUBSCRIBED' ? resolve() : s !== 'CLOSED' && reject(err ?? new Error(s)))),
    );

    const load = runInsertLoad(user, userId, { workers: 4, maxRequests: 3000, boundMs: ANSWER_BOUND_MS });
    await waitFor(() => load.count('before', 201) >= 40, 10_000, 'writes before the crash');

    killPostgres(stack.database!.dataDir);
    load.phase = 'outage';
    await waitFor(() => load.count('outage', 503) >= 8, 5000, '503s during the outage');
    const auth = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@test.evee.dev', password: 'Test@pass2026' }),
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
    });
    expect(auth.status).toBe(503);
    expect(await auth.json()).toMatchObject({ code: 'unexpected_failure', message: expect.any(String) });

    // A join that needs the database (here: a table the catalog has not seen) gets a clean
    // error, and realtime-js rejoins by itself once the database is back.
    const lateStatuses: string[] = [];
    const late = user
      .channel('fault-probe-late')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'fault_probe_late' }, () => {})
      .subscribe((status, err) => lateStatuses.push(err ? `${status}: ${err.message}` : status));
    await waitFor(() => lateStatuses.length > 0, 5000, 'an answer to a join during the outage');
    expect(lateStatuses[0]).toMatch(/^CHANNEL_ERROR: .*DatabaseUnavailable/);

    await stack.database!.restart();
    load.phase = 'after';
    await waitFor(() => load.count('after', 201) >= 30, 15_000, 'writes after the restart');
    await load.stop();

    const attempts = load.attempts;
    // Every answer is a success or a 503 in PostgREST's shape; none took longer than the bound.
    expect(attempts.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    for (const a of attempts.filter((x) => x.status === 503)) {
      expectRestShape(a.error);
      expect(a.error?.code).toMatch(/^(PGRST001|08...|57P0[123])$/);
    }
    expect(Math.max(...attempts.map((a) => a.ms))).toBeLessThan(ANSWER_BOUND_MS);
    expect(attempts.filter((a) => a.phase === 'after' && a.status !== 201)).toEqual([]);

    // Nothing acknowledged is lost.
    const acked = attempts.filter((a) => a.status === 201).map((a) => a.id);
    // The connection made before the crash died with it.
    await sql.end().catch(() => {});
    sql = await superuser();
    const { rows } = await sql.query<{ id: string }>(
      'select id::text from public.fault_probe where id = any($1::uuid[])',
      [acked],
    );
    expect(rows.length).toBe(acked.length);

    // The channel joined before the crash hears the outage and receives changes again after it.
    const afterIds = new Set(attempts.filter((a) => a.phase === 'after' && a.status === 201).map((a) => a.id));
    await waitFor(() => changes.some((id) => afterIds.has(id)), 10_000, 'a change committed after the restart');
    expect(system).toContainEqual(expect.objectContaining({ status: 'error', message: expect.stringMatching(/Lost/) }));
    expect(system.at(-1)).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    await waitFor(() => lateStatuses.includes('SUBSCRIBED'), 12_000, 'the refused channel to rejoin');
    expect(late.state).toBe('joined');
  }, 45_000);
});
