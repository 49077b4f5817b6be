import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { makeCompany, type TestCompany } from '../fixtures/backend';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { waitFor } from '../fixtures/sync';
import { createUser, db, type TestUser } from '../fixtures/stack';

// Two server transactions committed out of the order they wrote in: A writes first and stays
// open, B writes later and commits; the device pulls (B arrives), goes offline, A commits, and
// the device comes back and pulls from its checkpoint. A's row must arrive. With a write-time
// checkpoint (_modified) it never did: the checkpoint was past it. Played for each replication
// path: a table the replication-supabase plugin used to carry (company_team_members), a
// handlers table (notifications) and a records table (hiring_plans).

let alice: TestUser;
let company: TestCompany;
let device: Device;
const newcomers: TestUser[] = [];

beforeAll(async () => {
  alice = await createUser({ metadata: { display_name: 'Alice Order' } });
  company = await makeCompany(alice, 'Order Co');
  newcomers.push(...(await Promise.all([1, 2, 3, 4].map(() => createUser()))));
  device = await syncedDevice(alice);
});

afterAll(async () => {
  await device?.close();
});

type Write = (c: pg.Client, id: string) => Promise<unknown>;

/** Which of the two transactions takes its transaction id first (the order they began in). */
type Begun = 'A began first' | 'B began first';

async function outOfOrder(
  begun: Begun,
  write: (which: 'A' | 'B') => Write,
  onDevice: (id: string) => Promise<unknown>,
) {
  const [a, b] = [randomUUID(), randomUUID()];
  const [ca, cb] = await Promise.all([db(), db()]);
  try {
    await device.goOffline();
    await ca.query('begin');
    await cb.query('begin');
    const [first, second] = begun === 'A began first' ? [ca, cb] : [cb, ca];
    await first.query('select pg_current_xact_id()');
    await second.query('select pg_current_xact_id()');
    // A is stamped first, B after it; B commits while A is still open.
    await write('A')(ca, a);
    await write('B')(cb, b);
    await cb.query('commit');

    await device.goOnline();
    await waitFor(() => onDevice(b), 'B on the device');

    await device.goOffline();
    await ca.query('commit');
    await device.goOnline();
    await waitFor(() => onDevice(a), 'A on the device, after a pull from the checkpoint', 10_000);
  } finally {
    await ca.query('rollback').catch(() => undefined);
    await Promise.all([ca.end(), cb.end()]);
  }
}

describe('a pull after two transactions committed out of the order they wrote in', () => {
  let member = 0;
  it.each<Begun>(['B began first', 'A began first'])(
    'brings a team membership (formerly the plugin) that committed late (%s)',
    async (begun) => {
      const write = (): Write => (c, id) =>
        c.query(`insert into public.company_team_members (id, company_id, user_id) values ($1, $2, $3)`, [
          id,
          company.id,
          newcomers[member++]!.id,
        ]);
      await outOfOrder(begun, write, (id) => device.db.company_team_members.findOne(id).exec());
      expect(await device.db.company_team_members.count({ selector: { company_id: company.id } }).exec()).toBe(
        1 + member,
      );
    },
  );

  it.each<Begun>(['B began first', 'A began first'])(
    'brings a notification (handlers) that committed late (%s)',
    async (begun) => {
      const write =
        (which: string): Write =>
        (c, id) =>
          c.query(
            `insert into public.notifications (id, user_id, type, title, message) values ($1, $2, 'application', $3, 'body')`,
            [id, alice.id, `Late ${which} (${begun})`],
          );
      await outOfOrder(begun, write, (id) => device.db.notifications.findOne(id).exec());
    },
  );

  it.each<Begun>(['B began first', 'A began first'])(
    'brings a hiring plan (records) that committed late (%s)',
    async (begun) => {
      const write =
        (which: string): Write =>
        (c, id) =>
          c.query(`insert into public.hiring_plans (id, company_id, title) values ($1, $2, $3)`, [
            id,
            company.id,
            `Plan ${which} (${begun})`,
          ]);
      await outOfOrder(begun, write, (id) => device.db.workspace_records.findOne(id).exec());
    },
  );
});
