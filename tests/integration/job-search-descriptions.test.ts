// Job Search's details on the device: the last results keep every job's full description (not
// the 300-character snippet), a job copied from a result keeps it too, and a search against a
// server that accepts the connection but never answers is given up after the time limit.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { firstValueFrom } from 'rxjs';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { ONLINE_READ_TIMEOUT_MS, OnlineReadTimeout } from '@sync/online-read';
import { copiedCompany, holdsWholeDescription, jobCopyOf, keepJobCopy } from '@sync/talent/job-copy';
import { lastSearch, saveLastSearch, searchJobs, watchKeptSearchJob } from '@sync/talent/search';
import { makeCompany } from '../fixtures/backend';
import { makeJob } from '../fixtures/hiring';
import { createUser, stack, type TestUser } from '../fixtures/stack';
import { memoryStorage } from '../fixtures/sync';

const word = () =>
  `zd${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
const longText = (w: string, n: number) =>
  `${w} welding, role ${n}.\n${'Weld parts for quantum robots on the night shift. '.repeat(60)}`;

let talent: TestUser;
let db: EveeDatabase;
let w: string;
const descriptions = new Map<string, string>();

beforeAll(async () => {
  talent = await createUser();
  const company = await makeCompany(await createUser(), 'Long Texts Ltd');
  w = word();
  for (const n of [1, 2, 3]) {
    const description = longText(w, n);
    descriptions.set(await makeJob(company.id, { title: `${w} Welder ${n}`, description }), description);
  }
  db = await openUserDatabase({ userId: talent.id, storage: memoryStorage(), multiInstance: false });
});

afterAll(async () => {
  await db?.remove();
});

describe('job search details on the device', () => {
  it('keeps the full description of every job of the last search on the device, readable with no network', async () => {
    const result = await searchJobs(talent.client, { q: w });
    expect(result.jobs).toHaveLength(3);
    await saveLastSearch(db, { q: w }, result);

    const kept = await lastSearch(db);
    for (const job of kept!.jobs) {
      expect(job.description).toBe(descriptions.get(job.id));
      expect(job.description!.length).toBeGreaterThan(3000);
      expect(job.snippet).toBe(job.description!.slice(0, 300));
    }
    const [oneId, oneText] = [...descriptions][1]!;
    expect((await firstValueFrom(watchKeptSearchJob(db, oneId)))?.description).toBe(oneText);
    expect(await firstValueFrom(watchKeptSearchJob(db, randomUUID()))).toBeNull();
  });

  it('copies a saved or applied job from a result with its full description, and marks it whole', async () => {
    const { jobs } = await searchJobs(talent.client, { q: w, page_size: 1 });
    const job = jobs[0]!;
    await keepJobCopy(db, job);
    const doc = await db.workspace_records.findOne(job.id).exec();
    const row = doc!.toJSON().row as ReturnType<typeof jobCopyOf>;
    expect(row.description).toBe(descriptions.get(job.id));
    expect(copiedCompany(row)).toMatchObject({ company_name: 'Long Texts Ltd', whole_description: true });
    expect(holdsWholeDescription(row)).toBe(true);

    // A result kept by an older version has the snippet alone: its copy says it is not whole.
    const { description, ...older } = job;
    void description;
    const olderCopy = jobCopyOf(older);
    expect(olderCopy.description).toBe(job.snippet);
    expect(holdsWholeDescription(olderCopy)).toBe(false);
  });

  it('gives up a search when the server accepts the connection but never answers, and closes the request', async () => {
    // Sockets that carried a request; fetch may open a spare connection that asks nothing.
    const held = new Set<net.Socket>();
    const sockets = new Set<net.Socket>();
    let asked = 0;
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('data', () => (asked++, held.add(socket)));
      socket.on('close', () => (held.delete(socket), sockets.delete(socket)));
      socket.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const client = createClient(`http://127.0.0.1:${port}`, stack().anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
      const started = Date.now();
      const outcome = await searchJobs(client, { q: w }).then(
        () => 'answered',
        (err: unknown) => err,
      );
      const waited = Date.now() - started;
      expect(outcome).toBeInstanceOf(OnlineReadTimeout);
      expect(asked).toBe(1);
      expect(waited).toBeGreaterThanOrEqual(ONLINE_READ_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(ONLINE_READ_TIMEOUT_MS + 2_000);
      // The request itself was aborted, not left hanging on its socket.
      const deadline = Date.now() + 2_000;
      while (held.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(held.size).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 15_000);
});
