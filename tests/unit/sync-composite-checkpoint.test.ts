import { describe, expect, it } from 'vitest';
import { advance, pullAcross, tableCheckpoint, type ReadRows } from '@sync/replication/composite-checkpoint';
import { afterCheckpointFilter } from '@sync/replication/rows';
import type { Row } from '@sync/replication/rows';

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000000+00:00`;
const row = (id: string, minute: number): Row => ({ id, _modified: at(minute) });

/** A server holding rows per table, answering as the checkpoint pull asks: after (_modified, id). */
function server(tables: Record<string, Row[]>) {
  const asked: { table: string; limit: number }[] = [];
  const read: ReadRows = async (table, from, limit) => {
    asked.push({ table, limit });
    const after = (r: Row) =>
      !from || String(r._modified) > from.modified || (r._modified === from.modified && String(r.id) > from.id);
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
    const batch = await pullAcross(['plans', 'jobs'], undefined, 10, read);
    expect(batch.rows.map((r) => `${r.table}:${r.row.id}`)).toEqual(['plans:p1', 'plans:p2', 'jobs:j1', 'jobs:j2']);
    expect(batch.checkpoint.tables).toEqual({
      plans: { id: 'p2', modified: at(6) },
      jobs: { id: 'j2', modified: at(2) },
    });
  });

  it('never skips a table’s rows that are older than another table’s checkpoint', async () => {
    const rows = { plans: [row('p1', 50)], jobs: [row('j1', 1)] };
    const first = await pullAcross(['plans'], undefined, 10, server(rows).read);
    const second = await pullAcross(['plans', 'jobs'], first.checkpoint, 10, server(rows).read);
    expect(second.rows.map((r) => r.row.id)).toEqual(['j1']);
    expect(tableCheckpoint(second.checkpoint, 'plans')).toEqual({ id: 'p1', modified: at(50) });
  });

  it('ends a full batch at the table that filled it and resumes there next time', async () => {
    const rows = { plans: [row('p1', 1), row('p2', 2), row('p3', 3)], jobs: [row('j1', 1)] };
    const { read, asked } = server(rows);
    const first = await pullAcross(['plans', 'jobs'], undefined, 2, read);
    expect(first.rows.map((r) => r.row.id)).toEqual(['p1', 'p2']);
    expect(asked.map((a) => a.table)).toEqual(['plans']);
    const second = await pullAcross(['plans', 'jobs'], first.checkpoint, 2, read);
    expect(second.rows.map((r) => r.row.id)).toEqual(['p3', 'j1']);
    const third = await pullAcross(['plans', 'jobs'], second.checkpoint, 2, read);
    expect(third.rows).toEqual([]);
    expect(third.checkpoint).toEqual(second.checkpoint);
  });

  it('asks each table only for the room left in the batch', async () => {
    const { read, asked } = server({ plans: [row('p1', 1), row('p2', 2)], jobs: [row('j1', 1)] });
    await pullAcross(['plans', 'jobs'], undefined, 5, read);
    expect(asked).toEqual([
      { table: 'plans', limit: 5 },
      { table: 'jobs', limit: 3 },
    ]);
  });

  it('breaks a tie of times by id, as the server’s filter does', async () => {
    const rows = { jobs: [row('a', 1), row('b', 1), row('c', 1)] };
    const first = await pullAcross(['jobs'], undefined, 2, server(rows).read);
    const second = await pullAcross(['jobs'], first.checkpoint, 2, server(rows).read);
    expect(second.rows.map((r) => r.row.id)).toEqual(['c']);
    expect(afterCheckpointFilter(tableCheckpoint(first.checkpoint, 'jobs')!)).toContain('"id".gt.b');
  });
});

describe('advancing a composite checkpoint', () => {
  it('moves only the named table and leaves the checkpoint it was given unchanged', () => {
    const before = { tables: { plans: { id: 'p1', modified: at(1) } } };
    const after = advance(before, 'jobs', [row('j1', 3), row('j2', 4)]);
    expect(after.tables).toEqual({ plans: { id: 'p1', modified: at(1) }, jobs: { id: 'j2', modified: at(4) } });
    expect(before.tables).toEqual({ plans: { id: 'p1', modified: at(1) } });
    expect(advance(after, 'plans', []).tables.plans).toEqual({ id: 'p1', modified: at(1) });
    expect(advance(undefined, 'jobs', []).tables).toEqual({});
  });
});
