import { describe, expect, it } from 'vitest';
import {
  holds,
  keyChanges,
  leaving,
  scopeParts,
  unionPage,
  type HeldAlternative,
} from '@sync/replication/scope-alternatives';
import { scopeAlternatives, toRecordDoc } from '@sync/replication/records';
import type { RecordTable } from '@sync/replication/types';
import { workspaceTables } from '@sync/collections/workspace-records/tables';
import { of } from 'rxjs';

const job = (id: string, company_id: string, txid = '700') => ({
  id,
  company_id,
  _txid: txid,
});

// A talent who is also a member of company c1, with applications to j2 and a saved j3.
const jobsScope = (companies: string[] | undefined, own: string[] | undefined): HeldAlternative[] => [
  { column: 'company_id', keys: companies && new Set(companies) },
  { column: 'id', keys: own && new Set(own) },
];

describe('a scope of several alternatives', () => {
  it('holds a row when any alternative holds it', () => {
    const scope = jobsScope(['c1'], ['j2', 'j3']);
    expect(holds(scope, job('j1', 'c1'))).toBe(true);
    expect(holds(scope, job('j2', 'c9'))).toBe(true);
    expect(holds(scope, job('j4', 'c9'))).toBe(false);
  });

  it('does not hold a row whose column is empty, nor any row before its keys are known', () => {
    expect(holds(jobsScope(['c1'], []), { id: 'j5', company_id: null })).toBe(false);
    expect(holds(jobsScope(undefined, undefined), job('j1', 'c1'))).toBe(false);
  });

  it('tells the keys that joined and those that left', () => {
    expect(keyChanges(new Set(['a', 'b']), ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(keyChanges(new Set(['a']), ['a'])).toEqual({ added: [], removed: [] });
  });

  it('takes off only the rows no other alternative still holds when keys leave one', () => {
    // The company c1 left the first alternative: j1 (c1, also saved) stays, j6 (c1 only) goes.
    const scope = jobsScope([], ['j1', 'j2']);
    const rows = [job('j1', 'c1'), job('j6', 'c1')];
    expect(leaving(scope, 0, rows).map((r) => r.id)).toEqual(['j6']);
    // The saved job j2 was unsaved, but j2 is of a company the user is a member of: it stays.
    expect(leaving(jobsScope(['c2'], ['j1']), 1, [job('j2', 'c2'), job('j7', 'c3')]).map((r) => r.id)).toEqual(['j7']);
  });

  it('takes nothing off while another alternative’s keys are not known yet', () => {
    expect(leaving(jobsScope([], undefined), 0, [job('j1', 'c1')])).toEqual([]);
  });

  it('reads each alternative with keys in parts of at most the given size, skipping empty ones', () => {
    const parts = scopeParts(
      [
        { column: 'company_id', keys: ['c1', 'c2', 'c3'] },
        { column: 'user_id', keys: [] },
        { column: 'id', keys: ['j1'] },
      ],
      2,
    );
    expect(parts).toEqual([
      { column: 'company_id', keys: ['c1', 'c2'] },
      { column: 'company_id', keys: ['c3'] },
      { column: 'id', keys: ['j1'] },
    ]);
  });

  it('makes a page of the first rows of the parts’ union in checkpoint order, each row once', () => {
    // Transaction ids compare as numbers (9 before 10), ties by id.
    const byCompany = [job('j1', 'c1', '9'), job('j2', 'c1', '30')];
    const byId = [job('j2', 'c1', '30'), job('j0', 'c9', '10'), job('j9', 'c9', '40')];
    expect(unionPage([byCompany, byId], 3).rows.map((r) => r.id)).toEqual(['j1', 'j0', 'j2']);
    expect(unionPage([[job('b', 'c', '9')], [job('a', 'c', '9')]], 5).rows.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('keeps the newer copy of a row two parts read in two versions, and never reads past a full part', () => {
    // The talent's own application comes by user_id and by submitted_by, read in parallel: one
    // part saw it before its withdrawal committed, the other after.
    const before = { ...job('a1', 'c1', '50'), _deleted: false, _modified: '2026-11-26T10:00:00.000100+00:00' };
    const after = { ...job('a1', 'c1', '60'), _deleted: true, _modified: '2026-11-26T10:00:00.000200+00:00' };
    for (const pages of [
      [[after], [before]],
      [[before], [after]],
    ]) {
      const page = unionPage(pages, 5);
      expect(page.rows).toEqual([after]);
      expect(page.seenTo).toBeUndefined();
    }
    // Part one is full at txid 20: its rows beyond are unknown, so part two's row at 30 waits.
    const full = [job('x1', 'c1', '10'), job('x2', 'c1', '20')];
    const page = unionPage([full, [job('y1', 'c2', '15'), job('y2', 'c2', '30')]], 2);
    expect(page.rows.map((r) => r.id)).toEqual(['x1', 'y1']);
    expect(page.seenTo?.id).toBe('x2');
  });
});

describe('a records table’s scope', () => {
  const keys = () => of([]);

  it('is one alternative or several, and indexes the first one’s column', () => {
    const single: RecordTable = { table: 't', scope: { column: 'user_id', keys }, sortColumn: 'created_at' };
    const several: RecordTable = {
      table: 't',
      scope: [
        { column: 'company_id', keys },
        { column: 'user_id', keys },
      ],
      sortColumn: 'created_at',
    };
    expect(scopeAlternatives(single).map((a) => a.column)).toEqual(['user_id']);
    expect(scopeAlternatives({ table: 't', sortColumn: 'x' })).toEqual([]);
    expect(toRecordDoc(several, { id: 'a', company_id: 'c1', user_id: 'u1' }).scope).toBe('c1');
  });

  it('mirrors applications by company, as the user’s own or as the recruiter’s submitted ones, and jobs by company or by id', () => {
    const columns = (table: string) =>
      scopeAlternatives(workspaceTables.find((t) => t.table === table)!).map((a) => a.column);
    expect(columns('job_applications')).toEqual(['company_id', 'user_id', 'submitted_by']);
    expect(columns('recruiter_submissions')).toEqual(['recruiter_id', 'talent_id']);
    expect(columns('placements')).toEqual(['recruiter_id', 'company_id']);
    expect(columns('jobs')).toEqual(['company_id', 'id']);
    expect(columns('saved_jobs')).toEqual(['user_id']);
    expect(columns('job_alerts')).toEqual(['user_id']);
    expect(workspaceTables.map((t) => t.table).indexOf('jobs')).toBeLessThan(
      workspaceTables.map((t) => t.table).indexOf('saved_jobs'),
    );
  });
});
