import { describe, expect, it } from 'vitest';
import { advance, pullAcross, tableCheckpoint, type ReadRows } from '@sync/replication/composite-checkpoint';
import { afterCheckpointFilter, checkpointBelow, heldBack, usableCheckpoint } from '@sync/replication/rows';
import type { Row } from '@sync/replication/rows';

/** A row written by transaction `txid`. */
const row = (id: string, txid: number): Row => ({ id, _txid: String(txid) });
const cp = (id: string, txid: number) => ({ id, txid: String(txid) });
/** Every transaction has ended. */
const OPEN = 1_000_000n;

/** A server holding rows per table, answering as the checkpoint pull asks: after (_txid, id). */
function server(tables: Record<string, Row[]>) {
  const asked: { table: string; limit: number }[] = [];
  const read: ReadRows = async (table, from, limit) => {
    asked.push({ table, limit });
    const t = (r: Row) => BigInt(String(r._txid));
    const after = (r: Row) =>
      !from || t(r) > BigInt(from.txid) || (t(r) === BigInt(from.txid) && String(r.id) > from.id);
    return (tables[table] ?? []).filter(after).slice(0, limit);
  };
  return { read, asked };
}

describe('a pull across tables', () => {
  it('fills one batch table after table, each from its own position', async () => {
    const { read } = server({
      plans: [row('p1', 5), row('p2', 6)],
      jobs: [row('j1', 1), row('j2', 2)],
    });
    const batch = await pullAcross(['plans', 'jobs'], undefined, 10, read, OPEN);
    expect(batch.rows.map((r) => `${r.table}:${r.row.id}`)).toEqual(['plans:p1', 'plans:p2', 'jobs:j1', 'jobs:j2']);
    expect(batch.checkpoint.tables).toEqual({ plans: cp('p2', 6), jobs: cp('j2', 2) });
  });

  it('never skips a table’s rows that are older than another table’s checkpoint', async () => {
    const rows = { plans: [row('p1', 50)], jobs: [row('j1', 1)] };
    const first = await pullAcross(['plans'], undefined, 10, server(rows).read, OPEN);
    const second = await pullAcross(['plans', 'jobs'], first.checkpoint, 10, server(rows).read, OPEN);
    expect(second.rows.map((r) => r.row.id)).toEqual(['j1']);
    expect(tableCheckpoint(second.checkpoint, 'plans')).toEqual(cp('p1', 50));
  });

  it('ends a full batch at the table that filled it and resumes there next time', async () => {
    const rows = { plans: [row('p1', 1), row('p2', 2), row('p3', 3)], jobs: [row('j1', 1)] };
    const { read, asked } = server(rows);
    const first = await pullAcross(['plans', 'jobs'], undefined, 2, read, OPEN);
    expect(first.rows.map((r) => r.row.id)).toEqual(['p1', 'p2']);
    expect(asked.map((a) => a.table)).toEqual(['plans']);
    const second = await pullAcross(['plans', 'jobs'], first.checkpoint, 2, read, OPEN);
    expect(second.rows.map((r) => r.row.id)).toEqual(['p3', 'j1']);
    const third = await pullAcross(['plans', 'jobs'], second.checkpoint, 2, read, OPEN);
    expect(third.rows).toEqual([]);
    expect(third.checkpoint).toEqual(second.checkpoint);
  });

  it('asks each table only for the room left in the batch', async () => {
    const { read, asked } = server({ plans: [row('p1', 1), row('p2', 2)], jobs: [row('j1', 1)] });
    await pullAcross(['plans', 'jobs'], undefined, 5, read, OPEN);
    expect(asked).toEqual([
      { table: 'plans', limit: 5 },
      { table: 'jobs', limit: 3 },
    ]);
  });

  it('breaks a tie of transactions by id, as the server’s filter does', async () => {
    const rows = { jobs: [row('a', 1), row('b', 1), row('c', 1)] };
    const first = await pullAcross(['jobs'], undefined, 2, server(rows).read, OPEN);
    const second = await pullAcross(['jobs'], first.checkpoint, 2, server(rows).read, OPEN);
    expect(second.rows.map((r) => r.row.id)).toEqual(['c']);
    expect(afterCheckpointFilter(tableCheckpoint(first.checkpoint, 'jobs')!)).toContain('"id".gt.b');
  });
});

describe('the horizon of a pull', () => {
  it('delivers rows written above it but never moves a checkpoint past them', async () => {
    // Transaction 7 is still open: row 8 came first, and 7's row may commit after this pull.
    const rows: Record<string, Row[]> = { jobs: [row('a', 5), row('c', 8)] };
    const first = await pullAcross(['jobs'], undefined, 10, server(rows).read, 7n);
    expect(first.rows.map((r) => r.row.id)).toEqual(['a', 'c']);
    expect(tableCheckpoint(first.checkpoint, 'jobs')).toEqual(cp('a', 5));
    rows.jobs = [row('a', 5), row('b', 7), row('c', 8)];
    const second = await pullAcross(['jobs'], first.checkpoint, 10, server(rows).read, 9n);
    expect(second.rows.map((r) => r.row.id)).toEqual(['b', 'c']);
    expect(tableCheckpoint(second.checkpoint, 'jobs')).toEqual(cp('c', 8));
  });

  it('keeps a held-back table from filling the batch, so the tables after it are pulled', async () => {
    const rows = { plans: [row('p1', 1), row('p2', 9), row('p3', 9)], jobs: [row('j1', 2)] };
    const batch = await pullAcross(['plans', 'jobs'], undefined, 3, server(rows).read, 5n);
    expect(batch.rows.map((r) => r.row.id)).toEqual(['p1', 'j1']);
    expect(batch.checkpoint.tables).toEqual({ plans: cp('p1', 1), jobs: cp('j1', 2) });
  });

  it('trims only a full answer, and only its rows above the horizon', () => {
    const rows = [row('a', 1), row('b', 2), row('c', 9)];
    expect(heldBack(rows, 3, 5n).map((r) => r.id)).toEqual(['a', 'b']);
    expect(heldBack(rows, 4, 5n)).toBe(rows);
    expect(heldBack(rows, 3, 10n)).toBe(rows);
    expect(checkpointBelow(rows, cp('z', 0), 2n)).toEqual(cp('a', 1));
    expect(checkpointBelow([row('c', 9)], cp('z', 0), 2n)).toEqual(cp('z', 0));
  });

  it('compares transaction ids as numbers, not text', () => {
    expect(checkpointBelow([row('a', 9), row('b', 10)], undefined, 11n)).toEqual(cp('b', 10));
    expect(afterCheckpointFilter(cp('b', 10))).toBe('"_txid".gt.10,and("_txid".eq.10,"id".gt.b)');
  });
});

describe('advancing a composite checkpoint', () => {
  it('moves only the named table and leaves the checkpoint it was given unchanged', () => {
    const before = { tables: { plans: cp('p1', 1) } };
    const after = advance(before, 'jobs', [row('j1', 3), row('j2', 4)], OPEN);
    expect(after.tables).toEqual({ plans: cp('p1', 1), jobs: cp('j2', 4) });
    expect(before.tables).toEqual({ plans: cp('p1', 1) });
    expect(advance(after, 'plans', [], OPEN).tables.plans).toEqual(cp('p1', 1));
    expect(advance(undefined, 'jobs', [], OPEN).tables).toEqual({});
  });

  it('reads a position of the earlier (_modified, id) shape as none, so that table is pulled again', () => {
    const old = { tables: { jobs: { id: 'j1', modified: '2026-11-23T10:00:00+00:00' } } };
    expect(tableCheckpoint(old as never, 'jobs')).toBeUndefined();
    expect(usableCheckpoint({ id: 'j1', modified: 'x' } as never)).toBeUndefined();
    expect(usableCheckpoint({ id: 'j1', txid: '12' })).toEqual(cp('j1', 12));
  });
});
