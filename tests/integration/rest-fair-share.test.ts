// One account trying to stall the API through REST: embeds nested past the limit are refused
// before any SQL runs, and its parallel slow requests take only its own share of the pool, so
// another person signs in and reads meanwhile.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, db, signIn, stack, type TestUser } from '../fixtures/stack';

let sql: pg.Client;
let attacker: TestUser;
let victim: TestUser;
// A table of this test's own, so holding a lock on it slows only the attacker's requests.
const slowTable = `fair_share_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  sql = await db();
  await sql.query(`create table public.${slowTable} (id uuid primary key default gen_random_uuid());
    comment on table public.${slowTable} is 'fair-share test table';
    alter table public.${slowTable} enable row level security;
    create policy "anyone signed in reads" on public.${slowTable} for select to authenticated using (true);
    grant select on public.${slowTable} to authenticated;`);
  [attacker, victim] = await Promise.all([createUser(), createUser()]);
});

afterAll(async () => {
  await sql.query(`drop table if exists public.${slowTable}`);
  await sql.end();
});

async function tokenOf(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

function rest(path: string, token: string): Promise<Response> {
  return fetch(`${stack().url}/rest/v1/${path}`, {
    headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}` },
  });
}

/** `jobs?select=companies(jobs(companies(…)))`, `levels` embeds deep. */
function deepSelect(levels: number): string {
  let select = 'id';
  for (let i = levels; i >= 1; i -= 1) select = `${i % 2 ? 'companies' : 'jobs'}(${select})`;
  return `jobs?select=${select}`;
}

describe('embed limits', () => {
  it('refuses an embed nested deeper than four levels with 400 PGRST100 before looking anything up', async () => {
    const res = await rest('jobs?select=a(b(c(d(e(id)))))', await tokenOf(attacker));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST100',
      message: 'Embedding depth exceeds the limit of 4',
      hint: expect.stringContaining('at most 4 levels deep'),
    });
  });

  it('refuses more than twenty embedded resources in one request, and accepts four levels', async () => {
    const token = await tokenOf(attacker);
    const wide = await rest(
      `jobs?select=${Array.from({ length: 21 }, (_, i) => `c${i}:companies(id)`).join(',')}`,
      token,
    );
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({
      code: 'PGRST100',
      message: 'Number of embedded resources exceeds the limit of 20',
    });
    const deepest = await rest(deepSelect(4), token);
    expect(deepest.status).toBe(200);
  });
});

describe('a fair share of the pool', () => {
  it(
    'answers 429 to one account firing sixty slow and deep requests at once, while another person signs in and reads',
    { timeout: 60_000 },
    async () => {
      const token = await tokenOf(attacker);
      await sql.query('begin');
      await sql.query(`lock table public.${slowTable} in access exclusive mode`);
      let attack: Promise<{ status: number; retryAfter: string | null; body: Record<string, unknown> }[]>;
      try {
        attack = Promise.all(
          Array.from({ length: 60 }, async (_, i) => {
            const res = await rest(i % 2 ? `${slowTable}?select=id` : deepSelect(60), token);
            return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
          }),
        );
        await new Promise((r) => setTimeout(r, 500));
        // Generous: without a fair share the victim waits for the attacker's statements to time out (8 s).
        const victimWork = (async () => {
          const client = await signIn(victim.email, victim.password);
          const read = await client.from('jobs').select('id').limit(1);
          expect(read.error).toBeNull();
          return 'served';
        })();
        const limit = new Promise((r) => setTimeout(() => r('still waiting'), 6_000));
        expect(await Promise.race([victimWork, limit])).toBe('served');
      } finally {
        await sql.query('commit');
      }
      const results = await attack;
      const statuses = results.map((r) => r.status);
      expect(statuses.every((s) => [200, 400, 429].includes(s))).toBe(true);
      const refused = results.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) {
        expect(r.retryAfter).toBe('1');
        expect(Object.keys(r.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      }
      expect(results.some((r) => r.status === 400 && r.body.code === 'PGRST100')).toBe(true);
    },
  );
});
