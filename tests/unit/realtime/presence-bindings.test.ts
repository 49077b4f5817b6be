import { describe, expect, it } from 'vitest';
import { claimKey } from '../../../supabase/local/gateway/realtime/authorizer';
import { prepareBindings } from '../../../supabase/local/gateway/realtime/bindings';
import type { Catalog, TableInfo } from '../../../supabase/local/gateway/realtime/catalog';
import { TopicPresence } from '../../../supabase/local/gateway/realtime/presence';

describe('TopicPresence', () => {
  it('reports a join, then an update as a join with phx_ref_prev plus a leave', () => {
    const p = new TopicPresence<string>();
    const first = p.track('a', 'alice', { status: 'online' })!;
    const meta = first.joins.alice!.metas[0]!;
    expect(meta).toMatchObject({ status: 'online' });
    expect(first.leaves).toEqual({});
    const second = p.track('a', 'alice', { status: 'away' })!;
    expect(second.joins.alice!.metas[0]).toMatchObject({ status: 'away', phx_ref_prev: meta.phx_ref });
    expect(second.leaves.alice!.metas[0]!.phx_ref).toBe(meta.phx_ref);
  });

  it('ignores re-tracking identical state and untracking what was never tracked', () => {
    const p = new TopicPresence<string>();
    p.track('a', 'alice', { x: 1 });
    expect(p.track('a', 'alice', { x: 1 })).toBeNull();
    expect(p.untrack('b')).toBeNull();
  });

  it('keeps one meta per tracking owner under a shared key', () => {
    const p = new TopicPresence<string>();
    p.track('tab1', 'alice', { tab: 1 });
    p.track('tab2', 'alice', { tab: 2 });
    expect(p.state().alice!.metas.map((m) => m.tab)).toEqual([1, 2]);
    expect(p.untrack('tab1')!.leaves.alice!.metas[0]).toMatchObject({ tab: 1 });
    expect(p.state().alice!.metas.map((m) => m.tab)).toEqual([2]);
  });
});

const info: TableInfo = {
  relid: '1',
  schema: 'public',
  table: 'messages',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'n', type: 'int4' },
  ],
  columnsJson: '',
  types: { id: 'uuid', n: 'int4' },
  pk: ['id'],
  rls: true,
  replicaFull: false,
  selectable: {},
  hidden: {},
  rlsCheck: true,
};
const catalog: Catalog = new Map([['public.messages', info]]);

describe('prepareBindings', () => {
  it('echoes each binding verbatim with a distinct non-zero id', () => {
    let id = 0;
    const entries = [
      { event: 'INSERT', schema: 'public', table: 'messages' },
      { event: '*', schema: 'public', table: 'messages', filter: 'n=eq.1' },
    ];
    const out = prepareBindings(entries, catalog, () => ++id);
    expect(out.echoes).toEqual([
      { ...entries[0], id: 1 },
      { ...entries[1], id: 2 },
    ]);
    expect(out.specs.map((s) => [s.id, s.event, s.conds.length])).toEqual([
      [1, 'INSERT', 0],
      [2, '*', 1],
    ]);
    expect(out.errors).toEqual([]);
  });

  it('turns unknown tables, bad filters and unknown filter columns into errors without dropping the echo', () => {
    let id = 0;
    const out = prepareBindings(
      [
        { event: '*', schema: 'public', table: 'nope' },
        { event: '*', schema: 'public', table: 'messages', filter: 'n=like.1' },
        { event: '*', schema: 'public', table: 'messages', filter: 'missing=eq.1' },
      ],
      catalog,
      () => ++id,
    );
    expect(out.echoes).toHaveLength(3);
    expect(out.specs).toHaveLength(0);
    expect(out.errors[0]).toContain('table: nope');
    expect(out.errors[1]).toMatch(/^Error parsing `filter` params/);
    expect(out.errors[2]).toContain('missing');
  });

  it('defaults the schema to public and treats unknown events as *', () => {
    const out = prepareBindings([{ event: 'whatever', table: 'messages' }], catalog, () => 9);
    expect(out.specs[0]).toMatchObject({ id: 9, event: '*', schema: 'public', table: 'messages' });
  });
});

describe('claimKey', () => {
  it('groups tokens of one identity that differ only in expiry', () => {
    expect(claimKey({ role: 'authenticated', sub: 'u1', exp: 1, iat: 0 })).toBe(
      claimKey({ sub: 'u1', role: 'authenticated', exp: 2, iat: 1 }),
    );
    expect(claimKey({ role: 'authenticated', sub: 'u1' })).not.toBe(claimKey({ role: 'authenticated', sub: 'u2' }));
  });
});
