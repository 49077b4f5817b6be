// A row the live channel reports as inserted, in a table the device never pushes, is written to
// the device at once: no read of the collection or of the replication's bookkeeping before it
// (with the database in its worker, a round trip on the way to the other person's screen). The
// rows of a table still land in the order they were made, and a row the device already holds
// takes the server's copy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EveeDatabase } from '@sync/database';
import type { SyncEngine } from '@sync/sync-engine';
import { makeConversation, postMessage } from '../fixtures/backend';
import { countingStorage, metaCollectionOf } from '../fixtures/counting-storage';
import { memoryStorage, waitFor } from '../fixtures/sync';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { createUser, db as pgClient, signIn, type TestUser } from '../fixtures/stack';

let ann: TestUser;
let bo: TestUser;
let annElsewhere: SupabaseClient;
let conversation: string;
let device: Device;
let db: EveeDatabase;
let engine: SyncEngine;
const counted = countingStorage(memoryStorage());

beforeAll(async () => {
  ann = await createUser();
  bo = await createUser();
  conversation = await makeConversation([{ user: ann }, { user: bo }]);
  annElsewhere = await signIn(ann.email, ann.password);
  device = await syncedDevice(ann, counted.storage);
  ({ db, engine } = device);
  await engine.awaitInSync();
});

afterAll(async () => {
  await device?.close();
});

/** Runs statements as the database's owner, one transaction each, back to back on one connection. */
async function asOwner(...statements: [string, unknown[]][]): Promise<void> {
  const client = await pgClient();
  try {
    for (const [text, params] of statements) await client.query(text, params);
  } finally {
    await client.end();
  }
}

const insertNotification = (id: string, title: string): [string, unknown[]] => [
  `insert into public.notifications (id, user_id, type, title, message, data)
   values ($1, $2, 'application', $3, $3 || ' body', '{}'::jsonb)`,
  [id, ann.id, title],
];

/** Posts a message through `client` (not through this device) and waits until the device has it. */
async function arrives(client: SupabaseClient, senderId: string, label: string): Promise<string> {
  const content = `${label} ${randomUUID().slice(0, 6)}`;
  const { error } = await postMessage(client, conversation, senderId, content);
  expect(error).toBeNull();
  await waitFor(() => db.conversation_messages.findOne({ selector: { content } }).exec(), 'the message on the device');
  return content;
}

describe('a row inserted on the server, arriving live', () => {
  it("is written once, with no read of the collection or the replication's bookkeeping first", async () => {
    counted.take();
    const content = await arrives(bo.client, bo.id, 'live insert');
    const calls = counted.take();
    const meta = metaCollectionOf(engine, 'conversation_messages');
    expect(calls.filter((c) => c.collection === 'conversation_messages' && c.call === 'findDocumentsById')).toEqual([]);
    expect(calls.filter((c) => c.collection === meta && c.call === 'findDocumentsById')).toEqual([]);
    const writes = calls.filter((c) => c.collection === 'conversation_messages' && c.call === 'bulkWrite');
    expect(writes.map((c) => (c.docs as { content: string }[]).map((d) => d.content))).toEqual([[content]]);
  });

  it("goes the downstream's way when it is the user's own message, sent from another device", async () => {
    counted.take();
    await arrives(annElsewhere, ann.id, 'own message');
    const writes = counted
      .take()
      .filter((c) => c.collection === 'conversation_messages' && c.call === 'bulkWrite')
      .map((c) => c.context ?? '');
    // One write, by the replication's downstream (no insert tried first: the device's own
    // messages are written on it before they are sent, so an insert would meet its own copy).
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^replication-downstream-/);
  });

  it('and changed at once after, ends as the change left it (the rows of a table land in order)', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await asOwner(
      ...ids.flatMap((id, i) => [
        insertNotification(id, `in order ${i}`),
        [`update public.notifications set title = title || ' (changed)', read = true where id = $1`, [id]] as [
          string,
          unknown[],
        ],
      ]),
    );
    for (const [i, id] of ids.entries()) {
      const doc = await waitFor(async () => {
        const d = await db.notifications.findOne(id).exec();
        return d?.read ? d : null;
      }, `notification ${i} changed on the device`);
      expect(doc.title).toBe(`in order ${i} (changed)`);
    }
  });

  it("takes the server's copy when the device already holds the row", async () => {
    const id = randomUUID();
    await db.notifications.insert({
      id,
      user_id: ann.id,
      type: 'application',
      title: 'stale copy',
      message: 'stale copy body',
      data: {},
      read: false,
      created_at: new Date(0).toISOString(),
    });
    await asOwner(insertNotification(id, "the server's copy"));
    const doc = await waitFor(async () => {
      const d = await db.notifications.findOne(id).exec();
      return d?.title === "the server's copy" ? d : null;
    }, "the server's copy on the device");
    expect(doc.message).toBe("the server's copy body");
  });
});
