/**
 * Which columns of a view show a base table's column unchanged, read from the view's stored
 * query tree (pg_rewrite.ev_action): each top-level target entry carries `resorigtbl` and
 * `resorigcol` when it is a plain column reference. PostgREST reads the same tree to give
 * views the relationships of their base tables. Views of views are followed down to tables.
 * Pure.
 */
import type { Relation, ViewColumn } from './types';

export interface ViewTree {
  view: string;
  tree: string;
}

/** Table oid → name and attnum → column, for the exposed schema. */
export type Attributes = Map<number, { name: string; columns: Map<number, string> }>;

const ENTRY_TAIL =
  /:resno (\d+) :resname (?:\\.|[^ ])+ :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk false/g;

/** [resno, table oid, attnum] of each plain-column entry of the top-level target list. */
export function topLevelOrigins(tree: string): [number, number, number][] {
  const out: [number, number, number][] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < tree.length; i += 1) {
    const ch = tree[i];
    if (ch === '\\') i += 1;
    else if (ch === '{') {
      if (depth === 1 && tree.startsWith('{TARGETENTRY', i)) start = i;
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 1 && start >= 0) {
        // The entry's own fields follow its expression, so its match is the last one.
        const last = [...tree.slice(start, i).matchAll(ENTRY_TAIL)].pop();
        if (last) out.push([Number(last[1]), Number(last[2]), Number(last[3])]);
        start = -1;
      }
    }
  }
  return out;
}

export function viewColumns(
  views: ViewTree[],
  attrs: Attributes,
  relations: Map<string, Relation>,
): Map<string, ViewColumn[]> {
  const direct = new Map<string, ViewColumn[]>();
  const oidOf = new Map([...attrs].map(([oid, a]) => [a.name, oid]));
  for (const { view, tree } of views) {
    const own = attrs.get(oidOf.get(view) ?? -1);
    const cols: ViewColumn[] = [];
    for (const [resno, tbl, col] of topLevelOrigins(tree)) {
      const column = own?.columns.get(resno);
      const base = attrs.get(tbl);
      const tableColumn = base?.columns.get(col);
      if (column && base && tableColumn) cols.push({ column, table: base.name, tableColumn });
    }
    direct.set(view, cols);
  }
  const out = new Map<string, ViewColumn[]>();
  for (const [view, columns] of direct) {
    const traced: ViewColumn[] = [];
    for (const c of columns) {
      let at: ViewColumn | undefined = c;
      for (let hops = 0; at && relations.get(at.table)?.kind === 'view' && hops < 16; hops += 1) {
        const from: ViewColumn = at;
        const inner = direct.get(from.table)?.find((x) => x.column === from.tableColumn);
        at = inner ? { column: c.column, table: inner.table, tableColumn: inner.tableColumn } : undefined;
      }
      if (at && relations.get(at.table)?.kind === 'table') traced.push(at);
    }
    if (traced.length) out.set(view, traced);
  }
  return out;
}
