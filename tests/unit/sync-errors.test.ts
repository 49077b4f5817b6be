import { describe, expect, it, vi } from 'vitest';
import { classifyError, isPermanentCode } from '@sync/replication/errors';
import { retryDelay } from '@sync/replication/backoff';
import { afterCheckpointFilter, rowToDoc } from '@sync/replication/rows';
import { createSyncStatusStore } from '@sync/status/sync-status';
import { outboxOutcome } from '@sync/outbox/processor';

describe('the push-error classifier', () => {
  it('treats Postgres data and integrity errors and insufficient privilege as permanent', () => {
    for (const code of ['22001', '22P02', '23505', '23503', '23514', '42501']) {
      expect(classifyError({ code, message: 'refused' }).kind).toBe('permanent');
    }
  });

  it('retries other database errors and unknown failures', () => {
    for (const code of ['40001', '57014', '53300', '42P01', 'P0001', 'PGRST116']) {
      expect(classifyError({ code, message: 'x' }).kind).toBe('transient');
    }
    expect(classifyError(new Error('boom')).kind).toBe('transient');
  });

  it('recognises an unreachable server as offline', () => {
    expect(classifyError({ code: '', message: 'TypeError: fetch failed', details: '' }).kind).toBe('network');
    expect(classifyError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(classifyError({ message: 'FetchError: NetworkError when attempting to fetch resource.' }).kind).toBe(
      'network',
    );
  });

  it('recognises a rejected token as an auth problem, not a refusal', () => {
    expect(classifyError({ code: 'PGRST301', message: 'JWT expired' }).kind).toBe('auth');
    expect(classifyError({ code: 'PGRST303', message: 'JWT expired' }).kind).toBe('auth');
  });

  it('keeps the server’s code and message', () => {
    expect(classifyError({ code: '23505', message: 'duplicate key' })).toEqual({
      kind: 'permanent',
      code: '23505',
      message: 'duplicate key',
    });
    expect(isPermanentCode(null)).toBe(false);
    expect(isPermanentCode('2350')).toBe(false);
  });
});

describe('retry backoff', () => {
  it('doubles from one second up to a minute, with jitter between half and the whole', () => {
    const max = (n: number) => retryDelay(n, { random: () => 1 });
    expect([0, 1, 2, 3, 6, 7, 20].map(max)).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
    expect(retryDelay(3, { random: () => 0 })).toBe(4000);
  });
});

describe('rows and checkpoints', () => {
  it('turns a row into a document of the schema’s fields and the deleted flag', () => {
    const schema = { properties: { id: {}, title: {}, data: {} } };
    const row = {
      id: 'a',
      title: 't',
      data: { x: [1] },
      _modified: '2026-01-01T00:00:00.123456+00:00',
      _deleted: true,
      extra: 1,
    };
    expect(rowToDoc(row, schema)).toEqual({ id: 'a', title: 't', data: { x: [1] }, _deleted: true });
  });

  it('asks for rows after the checkpoint in (_txid, id) order', () => {
    expect(afterCheckpointFilter({ id: 'b', txid: '7731' })).toBe('"_txid".gt.7731,and("_txid".eq.7731,"id".gt.b)');
  });
});

describe('the sync status store', () => {
  it('goes offline on a network error and back online on the next success, clearing that collection’s errors', () => {
    const store = createSyncStatusStore({ online: true });
    const seen: boolean[] = [];
    const stop = store.subscribe((s) => seen.push(s.online));
    store.reportError({
      collection: 'notifications',
      direction: 'pull',
      kind: 'network',
      code: null,
      message: 'fetch failed',
    });
    store.reportError({
      collection: 'conversation_messages',
      direction: 'push',
      kind: 'permanent',
      code: '42501',
      message: 'no',
    });
    expect(store.get().online).toBe(false);
    store.reportSuccess('notifications');
    expect(store.get().online).toBe(true);
    expect(store.get().errors.map((e) => e.collection)).toEqual(['conversation_messages']);
    expect(store.get().lastSyncedAt.notifications).toMatch(/^\d{4}-/);
    store.update({ pendingDocuments: 2, pendingCommands: 1 });
    expect(store.get().pendingWrites).toBe(3);
    stop();
    expect(seen).toEqual([true, false, false, true, true]);
  });

  it('stays offline on a success while the browser says it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const store = createSyncStatusStore({ online: false });
      store.reportSuccess('user_roles');
      expect(store.get().online).toBe(false);
      expect(store.get().lastSyncedAt.user_roles).toMatch(/^\d{4}-/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the outbox’s verdict on an error', () => {
  const err = (kind: 'network' | 'auth' | 'permanent' | 'transient', code: string | null = null) => ({
    kind,
    code,
    message: 'x',
  });

  it('fails a refusal at once, with the server’s reason kept by the caller', () => {
    expect(outboxOutcome(err('transient', 'P0001'), 1)).toBe('failed');
    expect(outboxOutcome(err('permanent', '42501'), 1)).toBe('failed');
    expect(outboxOutcome(err('transient', 'PGRST202'), 1)).toBe('failed');
  });

  it('keeps retrying while offline or waiting for a session, however long', () => {
    expect(outboxOutcome(err('network'), 100)).toBe('retry');
    expect(outboxOutcome(err('auth', 'PGRST301'), 100)).toBe('retry');
  });

  it('gives up on a passing error that keeps coming back', () => {
    expect(outboxOutcome(err('transient', '57014'), 1)).toBe('retry');
    expect(outboxOutcome(err('transient', '57014'), 8)).toBe('failed');
  });
});
