// RxDB internals that sync/replication relies on: the replication protocol's handler shapes and
// the order rules of its downstream (listed in sync/README.md, 'RxDB internals we rely on').
// rxdb is pinned exactly; each test fails, naming the internal, when an upgrade changes it.
// Memory storage, an in-memory "server".
import { afterEach, describe, expect, it } from 'vitest';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type {
  RxChangeEventBulk,
  RxConflictHandler,
  RxReplicationPullStreamItem,
  RxReplicationWriteToMasterRow,
  WithDeleted,
} from 'rxdb';
import { Subject, filter, firstValueFrom, type Observable } from 'rxjs';
import { conflictHandlerFor, serverWins } from '@sync/conflict/handler';
import { item, openItems, type Item, type Items, type ItemsDatabase } from '../../fixtures/rxdb-items';

interface DownstreamDone {
  firstSyncDone: { down: Observable<boolean> };
}
interface Checkpoint {
  n: number;
}
type Stream = Subject<RxReplicationPullStreamItem<Item, Checkpoint>>;

let db: ItemsDatabase | undefined;
let state: RxReplicationState<Item, Checkpoint> | undefined;
afterEach(async () => {
  await state?.cancel();
  await db?.remove();
  db = undefined;
  state = undefined;
});

const live = (doc: Item): WithDeleted<Item> => ({ ...doc, _deleted: false });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 1000 && !(await condition()); i++) await sleep(5);
  expect(await condition()).toBe(true);
}
const titleOf = async (items: Items, id: string) => (await items.findOne(id).exec())?.title;
const FIELDS = ['id', 'title', 'at', '_deleted', '_meta', '_rev', '_attachments'];

async function open(conflictHandler?: RxConflictHandler<Item>) {
  const opened = await openItems(conflictHandler);
  db = opened.db;
  return opened.items;
}

function replicate(
  items: Items,
  options: {
    pull?: (checkpoint: Checkpoint | undefined, batchSize: number) => Promise<WithDeleted<Item>[]>;
    push?: (rows: RxReplicationWriteToMasterRow<Item>[]) => Promise<WithDeleted<Item>[]>;
    batchSize?: number;
    stream$?: Stream;
    retryTime?: number;
  },
) {
  const pull = options.pull ?? (async () => []);
  state = replicateRxCollection<Item, Checkpoint>({
    collection: items,
    replicationIdentifier: 'rxdb-internals',
    live: true,
    autoStart: false,
    retryTime: options.retryTime ?? 20,
    pull: {
      batchSize: options.batchSize ?? 10,
      stream$: (options.stream$ ?? new Subject()).asObservable(),
      async handler(checkpoint, batchSize) {
        const documents = await pull(checkpoint, batchSize);
        const from = checkpoint?.n ?? 0;
        return { documents, checkpoint: { n: from + documents.length } };
      },
    },
    push: options.push ? { batchSize: 10, handler: options.push } : undefined,
  });
  return state;
}

describe("RxDB's replication protocol (sync/replication/pull-handler.ts, push-handler.ts, replicate-*.ts)", () => {
  it('asks the pull handler with the stored checkpoint and the batch size, again at once after a full batch', async () => {
    const items = await open();
    const server = [item('a', '1'), item('b', '2'), item('c', '3')];
    const calls: [Checkpoint | undefined, number][] = [];
    const stream$: Stream = new Subject();
    const replication = replicate(items, {
      batchSize: 2,
      stream$,
      pull: async (checkpoint, batchSize) => {
        calls.push([checkpoint, batchSize]);
        const from = checkpoint?.n ?? 0;
        return server.slice(from, from + batchSize).map(live);
      },
    });
    await replication.start();
    await replication.awaitInitialReplication();
    expect(calls, 'the pull handler’s arguments changed').toEqual([
      [undefined, 2],
      [{ n: 2 }, 2],
    ]);
    // A RESYNC pulls from the stored checkpoint.
    server.push(item('d', '4'));
    stream$.next('RESYNC');
    await replication.awaitInSync();
    expect(calls.at(-1), 'a RESYNC no longer pulls from the stored checkpoint').toEqual([{ n: 3 }, 2]);
    // A stream event's documents are stored, and its checkpoint becomes the stored one.
    stream$.next({ documents: [live(item('e', '5'))], checkpoint: { n: 7 } });
    await until(async () => (await titleOf(items, 'e')) === 'e');
    await replication.awaitInSync();
    const pulls = calls.length;
    stream$.next('RESYNC');
    await until(() => calls.length > pulls);
    await replication.awaitInSync();
    expect(calls.at(-1), 'a stream event’s checkpoint is no longer stored').toEqual([{ n: 7 }, 2]);
    expect((await items.find().exec()).map((d) => d.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('pushes rows of { newDocumentState, assumedMasterState }, none assumed for a new document, and reports it sent', async () => {
    const items = await open();
    const pushed: RxReplicationWriteToMasterRow<Item>[] = [];
    const replication = replicate(items, {
      push: async (rows) => {
        pushed.push(...rows);
        return [];
      },
    });
    const sent: Item[] = [];
    replication.sent$.subscribe((doc) => sent.push(doc));
    await replication.start();
    await replication.awaitInitialReplication();
    await items.insert(item('a', '1'));
    await replication.awaitInSync();
    await (await items.findOne('a').exec())!.incrementalPatch({ title: 'again' });
    await replication.awaitInSync();
    expect(pushed, 'the push handler’s rows changed').toEqual([
      { newDocumentState: live(item('a', '1')), assumedMasterState: undefined },
      { newDocumentState: live(item('a', '1', 'again')), assumedMasterState: live(item('a', '1')) },
    ]);
    expect(
      sent.map((d) => d.title),
      'sent$ no longer emits each pushed document',
    ).toEqual(['a', 'again']);
  });

  it('hands a conflict the push returned to the conflict handler as { newDocumentState, assumedMasterState, realMasterState } and reports it on conflict$', async () => {
    const rule = conflictHandlerFor<Item>(serverWins);
    const inputs: object[] = [];
    const items = await open({
      isEqual: rule.isEqual,
      resolve: (input, context) => {
        inputs.push(input);
        return rule.resolve(input, context);
      },
    });
    const replication = replicate(items, {
      push: async (rows) => rows.map((r) => ({ ...r.newDocumentState, title: 'server' })),
    });
    const conflicts: { input: object; output: object }[] = [];
    replication.conflict$.subscribe((c) => conflicts.push(c as never));
    const sent: Item[] = [];
    replication.sent$.subscribe((doc) => sent.push(doc));
    await replication.start();
    await replication.awaitInitialReplication();
    await items.insert(item('a', '1', 'device'));
    await replication.awaitInSync();
    expect(inputs[0], 'the conflict handler’s input changed').toEqual({
      newDocumentState: live(item('a', '1', 'device')),
      assumedMasterState: undefined,
      realMasterState: live(item('a', '1', 'server')),
    });
    expect(conflicts[0], 'conflict$ no longer emits { input, output }').toMatchObject({
      input: { realMasterState: { title: 'server' } },
      output: { title: 'server' },
    });
    for (const doc of [...Object.values(inputs[0]!), conflicts[0]!.output]) {
      for (const key of Object.keys(doc ?? {})) expect(FIELDS, `unexpected field ${key}`).toContain(key);
    }
    expect(await titleOf(items, 'a')).toBe('server');
    // The server's version won: nothing left to send, and sent$ says nothing (sync-engine.ts).
    expect(sent, 'sent$ now emits a document whose conflict the server won').toEqual([]);
  });

  it('emits a failed handler as RC_PULL / RC_PUSH with parameters.direction and the error as plain data in parameters.errors, and retries after retryTime as set later', async () => {
    const items = await open();
    const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
    let pullFails = true;
    let pushFails = true;
    const replication = replicate(items, {
      retryTime: 60_000,
      pull: async () => {
        if (pullFails) {
          pullFails = false;
          throw failure('08006');
        }
        return [];
      },
      push: async () => {
        if (pushFails) {
          pushFails = false;
          throw failure('23505');
        }
        return [];
      },
    });
    // Set after construction, as sync/replication/replicate-table.ts does for its backoff.
    replication.retryTime = 20;
    const errors: unknown[] = [];
    replication.error$.subscribe((e) => errors.push(e));
    await replication.start();
    await replication.awaitInitialReplication();
    await items.insert(item('a', '1'));
    await replication.awaitInSync();
    expect(errors, 'the replication’s error shape changed (sync/replication/replicate-table.ts routeStatus)').toEqual([
      expect.objectContaining({
        code: 'RC_PULL',
        parameters: expect.objectContaining({
          direction: 'pull',
          errors: [expect.objectContaining({ message: 'failed with 08006', code: '08006' })],
        }),
      }),
      expect.objectContaining({
        code: 'RC_PUSH',
        parameters: expect.objectContaining({
          direction: 'push',
          errors: [expect.objectContaining({ message: 'failed with 23505', code: '23505' })],
        }),
      }),
    ]);
    expect(await firstValueFrom(replication.active$), 'active$ is not false once in sync').toBe(false);
  });

  it('has internalReplicationState.streamQueue.up, a promise that settles once the push is recorded', async () => {
    const items = await open();
    const replication = replicate(items, { push: async () => [] });
    await replication.start();
    const internal = replication.internalReplicationState as unknown as { streamQueue?: { up?: unknown } } | undefined;
    expect(internal, 'RxReplicationState.internalReplicationState is gone').toBeDefined();
    expect(internal!.streamQueue?.up, 'internalReplicationState.streamQueue.up is gone').toBeInstanceOf(Promise);
  });
});

describe("RxDB's write contexts (sync/status/pending-writes.ts)", () => {
  it('marks its own writes (pulled rows, resolved conflicts) with a context starting "replication-", and local writes not', async () => {
    const items = await open();
    const stream$: Stream = new Subject();
    const replication = replicate(items, {
      stream$,
      push: async (rows) => rows.filter((r) => r.newDocumentState.id === 'c').map(() => live(item('c', '3', 'server'))),
    });
    const bulks: RxChangeEventBulk<Item>[] = [];
    (db!.eventBulks$ as unknown as Observable<RxChangeEventBulk<Item>>).subscribe((b) => bulks.push(b));
    await replication.start();
    await replication.awaitInitialReplication();
    await items.insert(item('a', '1'));
    stream$.next({ documents: [live(item('b', '2'))], checkpoint: { n: 1 } });
    await items.insert(item('c', '3', 'device'));
    await until(async () => (await titleOf(items, 'b')) === 'b' && (await titleOf(items, 'c')) === 'server');
    await replication.awaitInSync();
    const contexts = (id: string) =>
      bulks
        .filter((b) => b.collectionName === 'items' && b.events.some((e) => e.documentId === id))
        .map((b) => b.context);
    expect(
      contexts('a').every((c) => !c.startsWith('replication-')),
      `a local write: ${contexts('a')}`,
    ).toBe(true);
    // "replication-downstream…" also names the write a test closes a tab after (sync-participants-push).
    expect(contexts('b'), 'a pulled row’s write context no longer starts "replication-downstream"').toEqual([
      expect.stringMatching(/^replication-downstream/),
    ]);
    expect(contexts('c').slice(1), 'a resolved conflict’s write context no longer starts "replication-"').toEqual([
      expect.stringMatching(/^replication-/),
    ]);
    expect(await titleOf(items, 'c')).toBe('server');
    const bulk = bulks.find((b) => b.collectionName === 'items')!;
    expect(bulk, 'a change bulk lost a field pending-writes.ts reads').toMatchObject({
      isLocal: false,
      databaseToken: db!.token,
      collectionName: 'items',
      events: [expect.objectContaining({ documentId: expect.any(String) })],
    });
  });
});

describe("RxDB's downstream order rules (sync/replication/held-docs.ts, replicate-records.ts, first-load.ts)", () => {
  it('stores whichever copy of a document comes last, in a pull batch or on the stream, without comparing them', async () => {
    const items = await open();
    const stream$: Stream = new Subject();
    const replication = replicate(items, {
      stream$,
      pull: async (checkpoint) => (checkpoint ? [] : [live(item('a', '1', 'newer')), live(item('a', '1', 'older'))]),
    });
    await replication.start();
    await replication.awaitInitialReplication();
    expect(await titleOf(items, 'a'), 'the last copy in a pull batch no longer wins (held-docs.ts)').toBe('older');
    stream$.next({ documents: [live(item('b', '2', 'newer'))], checkpoint: { n: 2 } });
    await until(async () => (await titleOf(items, 'b')) === 'newer');
    stream$.next({ documents: [live(item('b', '2', 'older'))], checkpoint: { n: 2 } });
    await until(async () => (await titleOf(items, 'b')) === 'older');
    await replication.awaitInSync();
    // newest-copies.ts keeps a late copy from following a newer one, since RxDB does not.
    expect(await titleOf(items, 'b'), 'RxDB now orders stream copies itself (newest-copies.ts)').toBe('older');
  });

  it('drops a pulled copy of a document the device wrote and has not pushed, and pushes the device’s', async () => {
    const items = await open();
    await items.insert(item('a', '1', 'device'));
    const pushed: RxReplicationWriteToMasterRow<Item>[] = [];
    const replication = replicate(items, {
      pull: async (checkpoint) => (checkpoint ? [] : [live(item('a', '1', 'server'))]),
      push: async (rows) => {
        // Sent only once the downstream has handled the pulled copy.
        const down = (replication.internalReplicationState as unknown as DownstreamDone).firstSyncDone.down;
        await firstValueFrom(down.pipe(filter(Boolean)));
        pushed.push(...rows);
        return [];
      },
    });
    await replication.start();
    await replication.awaitInitialReplication();
    await replication.awaitInSync();
    expect(await titleOf(items, 'a'), 'RxDB now stores a pulled copy over an unsent local write').toBe('device');
    expect(pushed).toEqual([{ newDocumentState: live(item('a', '1', 'device')), assumedMasterState: undefined }]);
  });

  it('drops stream documents that queued while a pull was running, once that pull asks the server again', async () => {
    const items = await open();
    const stream$: Stream = new Subject();
    const server = [item('a', '1'), item('b', '2')];
    let calls = 0;
    const replication = replicate(items, {
      batchSize: 1,
      stream$,
      pull: async (checkpoint) => {
        if (calls++ === 0) {
          stream$.next({ documents: [live(item('z', '9'))], checkpoint: { n: 9 } });
          await sleep(50);
        }
        const from = checkpoint?.n ?? 0;
        return server.slice(from, from + 1).map(live);
      },
    });
    await replication.start();
    await replication.awaitInitialReplication();
    await sleep(50);
    await replication.awaitInSync();
    expect(
      (await items.find().exec()).map((d) => d.id),
      'RxDB now keeps a stream event a later pull overtook',
    ).toEqual(['a', 'b']);
  });

  // RxDB's replication plugin passes stream documents through an async step that a RESYNC skips,
  // so a RESYNC sent right after documents overtakes them, and the documents, now older than the
  // pull that started, are dropped. Fine for rows the pull brings; rows older than the checkpoint
  // must go with the pull itself (held-docs.ts), never on the stream.
  it('lets a RESYNC sent right after stream documents overtake them, and drops the documents', async () => {
    const items = await open();
    const stream$: Stream = new Subject();
    let calls = 0;
    let blocking = false;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const replication = replicate(items, {
      stream$,
      pull: async () => {
        calls++;
        if (blocking) await gate;
        return [];
      },
    });
    await replication.start();
    await replication.awaitInitialReplication();
    blocking = true;
    // The downstream busy in a pull while documents, then a RESYNC, queue up behind it.
    const initial = calls;
    stream$.next('RESYNC');
    await until(() => calls > initial);
    const before = calls;
    stream$.next({ documents: [live(item('x', '1'))], checkpoint: { n: 1 } });
    stream$.next('RESYNC');
    await sleep(20);
    release();
    await sleep(100);
    await replication.awaitInSync();
    expect(calls - before, 'the queued RESYNC did not pull').toBe(1);
    expect(await titleOf(items, 'x'), 'RxDB now keeps stream documents a RESYNC overtook').toBeUndefined();
  });
});
