/**
 * The page the sync benchmark drives in Chromium: sync/ itself (Dexie on the browser's real
 * IndexedDB), exposed on window.bench so the driver can time each step.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { normalizeMangoQuery, prepareQuery } from 'rxdb';
import {
  defaultStorage,
  openUserDatabase,
  removeUserDatabase,
  type AnyStorage,
  type EveeDatabase,
} from '../../sync/database';
import { remoteStorageOver } from '../../sync/worker/worker-storage';
import { startSync, type SyncEngine } from '../../sync/sync-engine';
import { sendMessage } from '../../sync/writes';
import { newestFirstKey } from '../../sync/collections/conversation-messages/order';

interface Config {
  url: string;
  anonKey: string;
  token: string;
  userId: string;
}

/**
 * The database's storage: Dexie on this page's main thread, or (`?worker=1`) Dexie in a
 * dedicated Worker behind RxDB's remote storage, as the app runs it with `db_worker` on
 * (sync/worker/; the driver serves the worker's bundle at /db-worker.js).
 */
const inWorker = new URLSearchParams(location.search).get('worker') === '1';
const baseStorage: AnyStorage = inWorker
  ? remoteStorageOver(
      () => new Worker('/db-worker.js', { type: 'module', name: 'evee-database' }),
      'evee-database-worker',
    )
  : defaultStorage();
/**
 * The storage calls the database makes, per collection and kind, with the documents they carry
 * (written, or returned): what a change costs without a clock, for comparisons on a busy machine.
 */
let calls: Record<string, number> = {};
const count = (key: string, n = 1) => (calls[key] = (calls[key] ?? 0) + n);
/** Replication meta instances (rx-replication-meta-<hash>) by the table they serve, once known. */
const metaNames = new Map<string, string>();
const nameOf = (collection: string) => metaNames.get(collection) ?? collection;
const storage: AnyStorage = {
  ...baseStorage,
  async createStorageInstance(params) {
    const instance = await baseStorage.createStorageInstance(params);
    const name = params.collectionName;
    // Counted when sent: in the worker each call is a message, answered in order.
    const write = instance.bulkWrite.bind(instance);
    instance.bulkWrite = (rows, context) => {
      // The meta instances' writes say what they are: a checkpoint, or the server's copy of a row.
      const kind = nameOf(name).startsWith('meta ') ? `bulkWrite ${context}` : 'bulkWrite';
      count(`${nameOf(name)} ${kind}`);
      count(`${nameOf(name)} ${kind} docs`, rows.length);
      return write(rows, context);
    };
    const query = instance.query.bind(instance);
    instance.query = async (q) => {
      count(`${nameOf(name)} query`);
      const result = await query(q);
      count(`${nameOf(name)} query docs`, result.documents.length);
      return result;
    };
    const byId = instance.findDocumentsById.bind(instance);
    instance.findDocumentsById = async (ids, deleted) => {
      count(`${nameOf(name)} findDocumentsById`);
      const result = await byId(ids, deleted);
      count(`${nameOf(name)} findDocumentsById docs`, result.length);
      return result;
    };
    const counted = instance.count.bind(instance);
    instance.count = (q) => {
      count(`${nameOf(name)} count`);
      return counted(q);
    };
    const changed = instance.getChangedDocumentsSince?.bind(instance);
    if (changed) {
      instance.getChangedDocumentsSince = (limit, checkpoint) => {
        count(`${nameOf(name)} getChangedDocumentsSince`);
        return changed(limit, checkpoint);
      };
    }
    return instance;
  },
};
/** Names each replication's meta instance after its table (`meta <table>`), for the counts. */
function nameMetaInstances() {
  for (const [table, r] of engine?.replications ?? []) {
    const meta = (r.state as unknown as { metaInstance?: { collectionName: string } }).metaInstance;
    if (meta) metaNames.set(meta.collectionName, `meta ${table}`);
  }
}
/** The storage calls since the last time they were taken. */
function takeCalls() {
  const taken = calls;
  calls = {};
  return taken;
}
const open = (userId: string) => openUserDatabase({ userId, storage });
const remove = (userId: string, database?: EveeDatabase) => removeUserDatabase(userId, storage, database);

/**
 * A client signed in by the bench's token: REST sends it as the bearer, Realtime joins with it.
 * (supabase-js's `accessToken` option would do both, but the sync engine listens to the
 * client's auth events, which that option forbids.)
 */
async function signedInClient(cfg: Config): Promise<SupabaseClient> {
  const c = createClient(cfg.url, cfg.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${cfg.token}` } },
  });
  await c.realtime.setAuth(cfg.token);
  return c;
}

let config: Config;
let client: SupabaseClient;
let db: EveeDatabase;
let engine: SyncEngine | undefined;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function initialSync(cfg: Config) {
  config = cfg;
  client = await signedInClient(cfg);
  await remove(cfg.userId);
  takeCalls();
  const started = performance.now();
  db = await open(cfg.userId);
  engine = startSync({ db, client, userId: cfg.userId });
  const opened = performance.now() - started;
  const phases: Record<string, number> = { opened };
  await Promise.all(
    [...engine.replications].map(async ([table, r]) => {
      await r.state.awaitInitialReplication();
      phases[table] = performance.now() - started;
    }),
  );
  const ms = performance.now() - started;
  const storageCalls = takeCalls();
  await engine.awaitInitialSync();
  console.log(`first pull done per table (ms): ${JSON.stringify(phases)}`);
  console.log(`storage calls until then: ${JSON.stringify(storageCalls)}`);
  return {
    ms,
    messages: await db.conversation_messages.count().exec(),
    notifications: await db.notifications.count().exec(),
  };
}

/** Diagnostic: the time to fetch every message over REST alone, in pull-sized batches. */
async function rawPull(cfg: Config, batch: number) {
  const c = await signedInClient(cfg);
  const started = performance.now();
  let after: { modified: string; id: string } | null = null;
  let rows = 0;
  for (;;) {
    let q = c.from('conversation_messages').select('*');
    if (after) q = q.or(`"_modified".gt.${after.modified},and("_modified".eq.${after.modified},"id".gt.${after.id})`);
    const { data } = await q.order('_modified').order('id').limit(batch);
    if (!data?.length) break;
    rows += data.length;
    const last = data[data.length - 1];
    after = { modified: last._modified, id: last.id };
    if (data.length < batch) break;
  }
  return { ms: performance.now() - started, rows };
}

/**
 * Diagnostic: the time to store `count` messages shaped as the pull stores them into an empty
 * device, in writes of `perWrite`: what IndexedDB alone costs the first sync.
 */
async function storeOnly(cfg: Config, conversationId: string, count: number, perWrite: number) {
  config = cfg;
  await remove(cfg.userId);
  const store = await open(cfg.userId);
  const at = Date.now();
  const docs = Array.from({ length: count }, (_, i) => {
    const created = new Date(at - count + i).toISOString();
    return {
      id: crypto.randomUUID(),
      conversation_id: conversationId,
      sender_id: cfg.userId,
      sender_name: 'Bench Other',
      content: `history ${i}`,
      created_at: created,
      newest_first: newestFirstKey(created),
      delivery: '',
    };
  });
  const started = performance.now();
  for (let i = 0; i < docs.length; i += perWrite) {
    const { error } = await store.conversation_messages.bulkInsert(docs.slice(i, i + perWrite) as never[]);
    if (error.length) throw new Error(`storing failed: ${JSON.stringify(error[0]).slice(0, 300)}`);
  }
  const ms = performance.now() - started;
  await remove(cfg.userId, store);
  return { ms, rows: count };
}

/** The network drops: live updates stop (the socket is closed) while the app keeps running. */
async function goOffline() {
  client.realtime.disconnect();
}

/** The network is back: the browser's online event and the socket's return, as in the app. */
async function catchUp(expectedMessages: number) {
  const started = performance.now();
  client.realtime.connect();
  window.dispatchEvent(new Event('online'));
  while ((await db.conversation_messages.count().exec()) < expectedMessages) await new Promise((r) => setTimeout(r, 2));
  const ms = performance.now() - started;
  await engine!.awaitInSync();
  return { ms, messages: await db.conversation_messages.count().exec() };
}

/** Reads the newest 50 of a conversation straight from storage, as a query does when cold. */
async function readNewest(conversationId: string, runs: number) {
  const collection = db.conversation_messages;
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const query = prepareQuery(
      collection.schema.jsonSchema,
      normalizeMangoQuery(collection.schema.jsonSchema, {
        selector: { conversation_id: conversationId, _deleted: { $eq: false } },
        sort: [{ conversation_id: 'asc' }, { newest_first: 'asc' }],
        limit: 50,
      } as never),
    );
    const started = performance.now();
    const result = await collection.storageInstance.query(query);
    times.push(performance.now() - started);
    count = result.documents.length;
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), count };
}

/**
 * Time from a local write to the live query of the newest 50 showing it, with the sync running
 * (each message is sent, and its server copy, unread counts and conversation come back).
 * `gapMs` apart: a chat's pace (100 ms is faster than anyone types), or 0 for a burst in which
 * every write queues behind the sync of the ones before.
 */
async function writeToQuery(conversationId: string, runs: number, gapMs: number) {
  const times: number[] = [];
  const query = db.conversation_messages.find({
    selector: { conversation_id: conversationId },
    sort: [{ newest_first: 'asc' }],
    limit: 50,
  });
  nameMetaInstances();
  await engine!.awaitInSync();
  takeCalls();
  for (let i = 0; i < runs; i++) {
    const id = crypto.randomUUID();
    const seen = new Promise<number>((resolve) => {
      const sub = query.$.subscribe((docs) => {
        if (docs.some((d) => d.id === id)) {
          const at = performance.now();
          queueMicrotask(() => sub.unsubscribe());
          resolve(at);
        }
      });
    });
    await query.exec();
    const started = performance.now();
    await sendMessage(db, { id, conversationId, senderId: config.userId, content: `bench write ${i}` });
    times.push((await seen) - started);
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
  }
  const during = takeCalls();
  await engine!.awaitInSync();
  // The sync of the last writes (server copies, counts) may still be on its way: let it land.
  await new Promise((r) => setTimeout(r, 1000));
  await engine!.awaitInSync();
  const after = takeCalls();
  const all: Record<string, number> = { ...during };
  for (const [k, v] of Object.entries(after)) all[k] = (all[k] ?? 0) + v;
  const perWrite = Object.fromEntries(
    Object.entries(all)
      .filter(([k]) => !k.endsWith(' docs'))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, Number((v / runs).toFixed(2))]),
  );
  const total = Object.values(perWrite).reduce((a, b) => a + b, 0);
  console.log(`storage calls during ${runs} writes ${gapMs} ms apart: ${JSON.stringify(during)}`);
  console.log(
    `storage calls per write, ${gapMs} ms apart, until the sync settled: ${total.toFixed(2)} ${JSON.stringify(perWrite)}`,
  );
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

/** The company benchmark: the first sync of a company workspace into an empty device. */
async function workspaceSync(cfg: Config, companyId: string) {
  config = cfg;
  client = await signedInClient(cfg);
  await remove(cfg.userId);
  const started = performance.now();
  db = await open(cfg.userId);
  engine = startSync({ db, client, userId: cfg.userId });
  const phases: Record<string, number> = {};
  await Promise.all(
    [...engine.replications].map(async ([table, r]) => {
      await r.state.awaitInitialReplication();
      phases[table] = Math.round(performance.now() - started);
    }),
  );
  await engine.awaitInitialSync();
  const ms = performance.now() - started;
  console.log(`first pull done per table (ms): ${JSON.stringify(phases)}`);
  const count = (table: string, scope?: string) =>
    db.workspace_records.count({ selector: scope ? { table, scope } : { table } }).exec();
  return {
    ms,
    applications: await count('job_applications', companyId),
    profiles: await count('talent_profiles'),
    users: await db.user_profiles.count().exec(),
  };
}

/** A company's applications newest first, straight from storage (a cold Candidates query). */
async function readCandidates(companyId: string, runs: number, limit?: number) {
  const collection = db.workspace_records;
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const query = prepareQuery(
      collection.schema.jsonSchema,
      normalizeMangoQuery(collection.schema.jsonSchema, {
        selector: { table: 'job_applications', scope: companyId, _deleted: { $eq: false } },
        sort: [{ table: 'asc' }, { scope: 'asc' }, { newest_first: 'asc' }, { id: 'asc' }],
        limit,
      } as never),
    );
    const started = performance.now();
    const result = await collection.storageInstance.query(query);
    times.push(performance.now() - started);
    count = result.documents.length;
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), count };
}

async function cleanup() {
  await engine?.stop();
  await remove(config.userId, db);
}

Object.assign(window, {
  bench: {
    rawPull,
    storeOnly,
    initialSync,
    goOffline,
    catchUp,
    readNewest,
    writeToQuery,
    workspaceSync,
    readCandidates,
    cleanup,
  },
});
document.title = 'sync bench ready';
