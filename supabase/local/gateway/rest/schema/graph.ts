/**
 * Every relationship an embed can follow, built as PostgREST's schema cache builds them
 * (SchemaCache.hs): many-to-one and one-to-one from foreign keys, the same for views whose
 * columns show the key columns of their base tables, many-to-many through a junction whose
 * primary key holds both keys, the inverse one-to-many, and computed relationships (a
 * function of one row returning rows of a table), which replace a detected relationship
 * of the same name. Each table's list is sorted as PostgREST sorts it, which is the order of
 * the candidates in an ambiguity error. Pure, and computed once per snapshot.
 */
import type { ForeignKey, SchemaSnapshot } from './types';

export type Cardinality = 'one-to-many' | 'many-to-one' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** [parent column, junction column] */
  parentPairs: [string, string][];
  /** [target column, junction column] */
  targetPairs: [string, string][];
}

export interface Relationship {
  table: string;
  target: string;
  isSelf: boolean;
  cardinality: Cardinality;
  /** The foreign key's name (empty for many-to-many and computed relationships). */
  constraint: string;
  /** [parent column, target column] of a direct relationship. */
  pairs: [string, string][];
  junction?: Junction;
  tableIsView: boolean;
  targetIsView: boolean;
  /** One-to-one seen from the referenced side. */
  isParent?: boolean;
  /** A computed relationship: the function taking the parent's row. */
  computed?: { fn: string; toOne: boolean };
}

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i] as string]);
const swap = (p: [string, string][]): [string, string][] => p.map(([a, b]) => [b, a]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

const graphs = new WeakMap<SchemaSnapshot, Map<string, Relationship[]>>();

export function relationshipsFrom(s: SchemaSnapshot, table: string): Relationship[] {
  let g = graphs.get(s);
  if (!g) graphs.set(s, (g = buildGraph(s)));
  return g.get(table) ?? [];
}

/** Whether a table has any relationship at all (PostgREST's "parent found"). */
export function hasRelationships(s: SchemaSnapshot, table: string): boolean {
  return relationshipsFrom(s, table).length > 0;
}

export function allOrigins(s: SchemaSnapshot): string[] {
  let g = graphs.get(s);
  if (!g) graphs.set(s, (g = buildGraph(s)));
  return [...g.keys()];
}

function buildGraph(s: SchemaSnapshot): Map<string, Relationship[]> {
  const isView = (t: string) => s.relations.get(t)?.kind === 'view';
  const base = s.foreignKeys.map((fk) => toOne(s, fk, isView));
  const withViews = [...base, ...base.flatMap((r) => viewRels(s, r))];
  const withM2M = [...withViews, ...manyToMany(s, withViews)];
  const all = [...withM2M, ...inverse(withM2M)];
  const byTable = new Map<string, Relationship[]>();
  for (const r of all) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r]);
  for (const fns of s.functions.values()) {
    for (const f of fns) {
      if (f.args.length !== 1 || !f.argRelation || !f.returnRelation) continue;
      const list = (byTable.get(f.argRelation) ?? []).filter((r) => r.target !== f.name);
      list.push({
        table: f.argRelation,
        target: f.returnRelation,
        isSelf: f.argRelation === f.returnRelation,
        cardinality: !f.returnsSet || f.singleRow ? 'many-to-one' : 'one-to-many',
        constraint: '',
        pairs: [],
        tableIsView: isView(f.argRelation),
        targetIsView: isView(f.returnRelation),
        computed: { fn: f.name, toOne: !f.returnsSet || f.singleRow === true },
      });
      byTable.set(f.argRelation, list);
    }
  }
  for (const list of byTable.values()) list.sort(compare);
  return byTable;
}

function toOne(s: SchemaSnapshot, fk: ForeignKey, isView: (t: string) => boolean): Relationship {
  const unique = s.relations.get(fk.table)?.uniques.some((u) => sameSet(u, fk.columns)) ?? false;
  return {
    table: fk.table,
    target: fk.refTable,
    isSelf: fk.table === fk.refTable,
    cardinality: unique ? 'one-to-one' : 'many-to-one',
    constraint: fk.name,
    pairs: zip(fk.columns, fk.refColumns),
    tableIsView: isView(fk.table),
    targetIsView: isView(fk.refTable),
    ...(unique ? { isParent: false } : {}),
  };
}

/** Every way a view shows all of `columns` of `table`: [view, the view column for each]. */
function viewsShowing(s: SchemaSnapshot, table: string, columns: string[]): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const [view, cols] of s.viewColumns ?? []) {
    const options = columns.map((c) =>
      cols.filter((v) => v.table === table && v.tableColumn === c).map((v) => v.column),
    );
    if (options.some((o) => o.length === 0)) continue;
    let combos: string[][] = [[]];
    for (const o of options) combos = combos.flatMap((prefix) => o.map((c) => [...prefix, c]));
    for (const combo of combos) out.push([view, combo]);
  }
  return out;
}

function viewRels(s: SchemaSnapshot, r: Relationship): Relationship[] {
  const cols = r.pairs.map((p) => p[0]);
  const refCols = r.pairs.map((p) => p[1]);
  const fromViews = viewsShowing(s, r.table, cols);
  const toViews = viewsShowing(s, r.target, refCols);
  const out: Relationship[] = [];
  for (const [view, vcols] of fromViews)
    out.push({ ...r, table: view, isSelf: false, pairs: zip(vcols, refCols), tableIsView: true });
  for (const [view, vcols] of toViews)
    out.push({ ...r, target: view, isSelf: false, pairs: zip(cols, vcols), targetIsView: true });
  for (const [v1, c1] of fromViews)
    for (const [v2, c2] of toViews)
      out.push({
        ...r,
        table: v1,
        target: v2,
        isSelf: v1 === v2,
        pairs: zip(c1, c2),
        tableIsView: true,
        targetIsView: true,
      });
  return out;
}

/** A view's primary key: its columns that show its base table's whole primary key. */
function primaryKey(s: SchemaSnapshot, table: string): string[] {
  const rel = s.relations.get(table);
  if (rel?.kind !== 'view') return rel?.pk ?? [];
  for (const [name, t] of s.relations) {
    if (t.kind !== 'table' || t.pk.length === 0) continue;
    const shown = viewsShowing(s, name, t.pk).find(([v]) => v === table);
    if (shown) return shown[1];
  }
  return [];
}

function manyToMany(s: SchemaSnapshot, rels: Relationship[]): Relationship[] {
  const out: Relationship[] = [];
  for (const a of rels) {
    if (a.cardinality !== 'many-to-one') continue;
    for (const b of rels) {
      if (b.table !== a.table || b.cardinality !== 'many-to-one' || b.constraint === a.constraint) continue;
      const pk = primaryKey(s, a.table);
      if (![...a.pairs, ...b.pairs].every(([c]) => pk.includes(c))) continue;
      out.push({
        table: a.target,
        target: b.target,
        isSelf: a.target === b.target,
        cardinality: 'many-to-many',
        constraint: '',
        pairs: [],
        junction: {
          table: a.table,
          constraint1: a.constraint,
          constraint2: b.constraint,
          parentPairs: swap(a.pairs),
          targetPairs: swap(b.pairs),
        },
        tableIsView: a.targetIsView,
        targetIsView: b.targetIsView,
      });
    }
  }
  return out;
}

function inverse(rels: Relationship[]): Relationship[] {
  const out: Relationship[] = [];
  for (const r of rels) {
    if (r.cardinality !== 'many-to-one' && r.cardinality !== 'one-to-one') continue;
    out.push({
      ...r,
      table: r.target,
      target: r.table,
      cardinality: r.cardinality === 'many-to-one' ? 'one-to-many' : 'one-to-one',
      pairs: swap(r.pairs),
      tableIsView: r.targetIsView,
      targetIsView: r.tableIsView,
      ...(r.cardinality === 'one-to-one' ? { isParent: !r.isParent } : {}),
    });
  }
  return out;
}

// PostgREST's derived Ord: foreign table, self, then cardinality in its constructor order
// (O2M < M2O < O2O < M2M) with the constraint and columns, computed relationships last.
const CARD_ORDER: Record<Cardinality, number> = {
  'one-to-many': 0,
  'many-to-one': 1,
  'one-to-one': 2,
  'many-to-many': 3,
};

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function cmpPairs(a: [string, string][], b: [string, string][]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const d = cmp(a[i]![0], b[i]![0]) || cmp(a[i]![1], b[i]![1]);
    if (d) return d;
  }
  return a.length - b.length;
}

function compare(a: Relationship, b: Relationship): number {
  if (!!a.computed !== !!b.computed) return a.computed ? 1 : -1;
  if (a.computed && b.computed) return cmp(a.computed.fn, b.computed.fn);
  const ja = a.junction;
  const jb = b.junction;
  return (
    cmp(a.target, b.target) ||
    Number(a.isSelf) - Number(b.isSelf) ||
    CARD_ORDER[a.cardinality] - CARD_ORDER[b.cardinality] ||
    (ja && jb
      ? cmp(ja.table, jb.table) ||
        cmp(ja.constraint1, jb.constraint1) ||
        cmp(ja.constraint2, jb.constraint2) ||
        cmpPairs(ja.parentPairs, jb.parentPairs) ||
        cmpPairs(ja.targetPairs, jb.targetPairs)
      : cmp(a.constraint, b.constraint) || cmpPairs(a.pairs, b.pairs)) ||
    Number(a.isParent ?? false) - Number(b.isParent ?? false) ||
    Number(a.tableIsView) - Number(b.tableIsView) ||
    Number(a.targetIsView) - Number(b.targetIsView)
  );
}
