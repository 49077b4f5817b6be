// How many times a REST write waits on PostgreSQL: each wait is a round trip, and between a
// sender's insert and the other person's Realtime frame they add up (issue 30's chat latency).
// A round trip is counted when a connection sends a statement while no answer is pending, so
// statements sent together on a pipelined connection count once.
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../../supabase/local/gateway/app';
import { ownGatewayDeps } from '../fixtures/rest-gateway';
import { createUser, db, stack, type TestUser } from '../fixtures/stack';

type Counted = pg.PoolClient & { connection: pg.Connection & { query(text: string): void; sync(): void } };

let pool: pg.Pool;
let app: Hono;
let trips = 0;

function countTrips(client: Counted): void {
  const con = client.connection;
  let pending = 0;
  const sent = () => {
    if (pending === 0) trips++;
    pending++;
  };
  const query = con.query.bind(con);
  const sync = con.sync.bind(con);
  con.query = (text: string) => {
    sent();
    query(text);
  };
  con.sync = () => {
    sent();
    sync();
  };
  con.on('readyForQuery', () => {
    pending = Math.max(0, pending - 1);
  });
}

beforeAll(() => {
  // The stack's own pool settings (supabase/local/stack.ts), counted.
  pool = new pg.Pool({ connectionString: stack().dbUrl, max: 4, options: '-c timezone=UTC', pipeline: true });
  pool.on('error', () => {});
  pool.on('connect', (client) => countTrips(client as Counted));
  // The gateway's routes without its Realtime service, whose change feed would use the same
  // pool for the changes these writes make.
  app = createGatewayApp(ownGatewayDeps(pool, 'round-trips'));
});

afterAll(async () => {
  await pool?.end();
});

async function patchName(user: TestUser, token: string, name: string): Promise<{ status: number; trips: number }> {
  const before = trips;
  const res = await app.request(`/rest/v1/user_profiles?user_id=eq.${user.id}`, {
    method: 'PATCH',
    headers: {
      apikey: stack().anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ display_name: name }),
  });
  await res.arrayBuffer();
  return { status: res.status, trips: trips - before };
}

async function nameOf(user: TestUser): Promise<unknown[]> {
  const sql = await db();
  try {
    return (await sql.query('select display_name from public.user_profiles where user_id = $1', [user.id])).rows;
  } finally {
    await sql.end();
  }
}

describe('a REST write by a signed-in user', () => {
  it('waits on the database three times: begin with the settings and the session check, the statement, commit', async () => {
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    // The first requests load the schema cache (again once its change listener is up, which
    // takes one connection's start); the count is of the ones after them.
    expect((await patchName(user, token, 'Warm')).status).toBe(204);
    expect((await patchName(user, token, 'Warm again')).status).toBe(204);
    const counted = await patchName(user, token, 'Counted');
    expect(counted.status).toBe(204);
    expect(counted.trips).toBe(3);
    expect(await nameOf(user)).toEqual([{ display_name: 'Counted' }]);
  });

  it('is refused once its session has ended, and writes nothing', async () => {
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    expect((await patchName(user, token, 'Before sign-out')).status).toBe(204);
    await user.client.auth.signOut();
    const refused = await patchName(user, token, 'After sign-out');
    expect(refused.status).toBe(401);
    expect(await nameOf(user)).toEqual([{ display_name: 'Before sign-out' }]);
  });
});
