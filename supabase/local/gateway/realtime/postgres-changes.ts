/**
 * postgres_changes delivery: the live subscriptions (indexed by table), and the dispatch of a
 * batch of committed changes to them. Per batch: event and filter matching in memory, one RLS
 * query for every (claim set, table) pair, then frames in commit order, one per channel with
 * every matching subscription id, in the payload shape Supabase sends.
 */
import type pg from 'pg';
import type { Claims } from '../jwt';
import type { Change } from './change';
import { hiddenColumns, maySelect, tableKey, type Catalog, type TableInfo } from './catalog';
import { matches, type Condition } from './filters';
import { SPLIT_AT, visibleRows, type TableRows, type VisibilityQuestion } from './authorizer';
import { checkedRow, type AheadTable, type AheadVisibility } from './take-checked';

export interface Subscriber {
  readonly claims: Claims;
  readonly claimKey: string;
  /** Sends a postgres_changes event whose payload is the given JSON text. */
  sendChange(payloadJson: string): void;
  /** Sends a `system` message about postgres_changes (status of the change stream). */
  sendSystem(status: 'ok' | 'error', message: string): void;
}

export interface Subscription {
  id: number;
  owner: Subscriber;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  table: string;
  conds: Condition[];
}

interface Pending {
  change: Change;
  info: TableInfo;
  record: Record<string, unknown> | null;
  subs: Subscription[];
  /** This change's position among its table's rows asked in the dispatch's own check. */
  position: number;
  /**
   * Per claim key, how this change's visibility is known: the dispatch's own question (its
   * index), or the positions the take's check found visible and this change's place in them.
   */
  checks: Map<string, number | { seen: Set<number>; at: number }>;
}

export class PostgresChanges {
  private readonly byTable = new Map<string, Set<Subscription>>();
  private readonly wildcard = new Set<Subscription>();
  private nextId = 1;

  constructor(
    private readonly pool: pg.Pool,
    private readonly catalog: () => Catalog,
    private readonly log: (line: string) => void,
  ) {}

  newId(): number {
    return this.nextId++;
  }

  add(sub: Subscription): void {
    if (sub.schema === '*' || sub.table === '*') this.wildcard.add(sub);
    else {
      const key = tableKey(sub.schema, sub.table);
      let set = this.byTable.get(key);
      if (!set) this.byTable.set(key, (set = new Set()));
      set.add(sub);
    }
  }

  remove(sub: Subscription): void {
    this.wildcard.delete(sub);
    const key = tableKey(sub.schema, sub.table);
    this.byTable.get(key)?.delete(sub);
    if (this.byTable.get(key)?.size === 0) this.byTable.delete(key);
  }

  /** Tells every channel with a subscription how the change stream stands. */
  announce(status: 'ok' | 'error', message: string): void {
    const owners = new Set<Subscriber>();
    for (const set of this.byTable.values()) for (const s of set) owners.add(s.owner);
    for (const s of this.wildcard) owners.add(s.owner);
    for (const owner of owners) owner.sendSystem(status, message);
  }

  private candidates(schema: string, table: string): Subscription[] {
    const direct = [...(this.byTable.get(tableKey(schema, table)) ?? [])];
    for (const s of this.wildcard) {
      if ((s.schema === '*' || s.schema === schema) && (s.table === '*' || s.table === table)) direct.push(s);
    }
    return direct;
  }

  /**
   * The claim sets to check with the next take (take-checked.ts): every one subscribed to each
   * table, when they are few enough for one statement (authorizer.ts splits more across two
   * connections) and no subscription names every table. Null leaves the check to dispatch.
   */
  aheadTables(): AheadTable[] | null {
    if (this.wildcard.size) return null;
    const catalog = this.catalog();
    const tables: AheadTable[] = [];
    let count = 0;
    for (const [key, subs] of this.byTable) {
      const info = catalog.get(key);
      if (!info || !info.pk.length || !info.rlsCheck) continue;
      const byKey = new Map<string, Claims>();
      for (const s of subs) {
        if (maySelect(info, s.owner.claims.role) && !byKey.has(s.owner.claimKey))
          byKey.set(s.owner.claimKey, s.owner.claims);
      }
      if (!byKey.size) continue;
      count += byKey.size;
      if (count > SPLIT_AT) return null;
      tables.push({
        relid: info.relid,
        schema: info.schema,
        table: info.table,
        keys: [...byKey.keys()],
        claims: [...byKey.values()],
      });
    }
    return tables;
  }

  async dispatch(changes: Change[], ahead?: AheadVisibility): Promise<void> {
    const catalog = this.catalog();
    const pending: Pending[] = [];
    const questions: VisibilityQuestion[] = [];
    const questionIndex = new Map<string, number>();
    const tableRows: TableRows = new Map();
    // Each change's place among its table's rows that the take checked (take-checked.ts).
    const aheadAt = new Map<Change, number>();
    const counters = new Map<string, number>();
    for (const change of changes) {
      if (!checkedRow(change)) continue;
      const key = tableKey(change.schema, change.table);
      const at = counters.get(key) ?? 0;
      counters.set(key, at + 1);
      aheadAt.set(change, at);
    }
    for (const change of changes) {
      const info = catalog.get(tableKey(change.schema, change.table));
      const subs = info ? this.candidates(change.schema, change.table) : [];
      if (!info || !subs.length) continue;
      const record = change.record === null ? null : (JSON.parse(change.record) as Record<string, unknown>);
      const old = change.oldRecord === null ? null : (JSON.parse(change.oldRecord) as Record<string, unknown>);
      const row = change.type === 'DELETE' ? old : record;
      const matched = subs.filter(
        (s) =>
          (s.event === '*' || s.event === change.type) &&
          maySelect(info, s.owner.claims.role) &&
          !!row &&
          matches(s.conds, row, info.types) &&
          // A filter on a column the role may not read would tell its value: it matches nothing.
          !s.conds.some((c) => hiddenColumns(info, s.owner.claims.role).includes(c.column)),
      );
      if (!matched.length) continue;
      const p: Pending = { change, info, record, subs: matched, position: -1, checks: new Map() };
      if (change.type !== 'DELETE' && info.pk.length && record) {
        const checkedAhead = ahead?.get(info.relid);
        for (const s of matched) {
          if (p.checks.has(s.owner.claimKey)) continue;
          const seen = checkedAhead?.get(s.owner.claimKey);
          if (seen) {
            p.checks.set(s.owner.claimKey, { seen, at: aheadAt.get(change)! });
            continue;
          }
          // Not asked with the take (it joined or changed its token since): asked now.
          if (p.position < 0) {
            let rows = tableRows.get(info.relid);
            if (!rows) tableRows.set(info.relid, (rows = []));
            p.position = rows.push(Object.fromEntries(info.pk.map((c) => [c, record[c]]))) - 1;
          }
          const qKey = `${s.owner.claimKey}\u0000${info.relid}`;
          let qi = questionIndex.get(qKey);
          if (qi === undefined) {
            qi = questions.push({ claims: s.owner.claims, relid: info.relid, positions: [] }) - 1;
            questionIndex.set(qKey, qi);
          }
          questions[qi]!.positions.push(p.position);
          p.checks.set(s.owner.claimKey, qi);
        }
      }
      pending.push(p);
    }
    if (!pending.length) return;
    const visible = questions.length ? await visibleRows(this.pool, tableRows, questions, this.log) : [];
    for (const p of pending) this.deliver(p, visible);
  }

  private deliver(p: Pending, visible: Set<number>[]): void {
    const { change, info } = p;
    const noPk = info.pk.length === 0;
    const perOwner = new Map<Subscriber, number[]>();
    for (const s of p.subs) {
      if (change.type !== 'DELETE' && !noPk) {
        const check = p.checks.get(s.owner.claimKey);
        if (check === undefined) continue;
        if (typeof check === 'number' ? !visible[check]!.has(p.position) : !check.seen.has(check.at)) continue;
      }
      const ids = perOwner.get(s.owner);
      if (ids) ids.push(s.id);
      else perOwner.set(s.owner, [s.id]);
    }
    if (!perOwner.size) return;
    // One payload per role: each leaves out the columns its role may not read.
    const byRole = new Map<string, string>();
    for (const [owner, ids] of perOwner) {
      const role = owner.claims.role;
      let data = byRole.get(role);
      if (data === undefined) byRole.set(role, (data = payloadData(p, noPk, hiddenColumns(info, role))));
      owner.sendChange(`{"ids":[${ids.join(',')}],"data":${data}}`);
    }
  }
}

/** A captured row's JSON without the hidden columns (the text itself when none are hidden). */
function without(json: string | null, hidden: string[]): string | null {
  if (json === null || !hidden.length) return json;
  const row = JSON.parse(json) as Record<string, unknown>;
  for (const c of hidden) delete row[c];
  return JSON.stringify(row);
}

function pkOnly(info: TableInfo, json: string | null): string {
  if (json === null) return '{}';
  const row = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(info.pk.map((c) => [c, row[c]])));
}

/** The `data` object of a postgres_changes event; built once per change and role. */
function payloadData(p: Pending, noPk: boolean, hidden: string[]): string {
  const { info } = p;
  const change = {
    ...p.change,
    record: without(p.change.record, hidden),
    oldRecord: without(p.change.oldRecord, hidden),
  };
  const columns = hidden.length
    ? JSON.stringify(info.columns.filter((c) => !hidden.includes(c.name)))
    : info.columnsJson;
  const fullOld = info.replicaFull && !(change.type === 'DELETE' && info.rls);
  const parts = [
    `"schema":${JSON.stringify(change.schema)}`,
    `"table":${JSON.stringify(change.table)}`,
    `"commit_timestamp":${JSON.stringify(change.commitTimestamp)}`,
    `"type":"${change.type}"`,
    `"columns":${columns}`,
  ];
  if (noPk) {
    parts.push(`"errors":["Error 400: Bad Request, no primary key"]`);
    if (change.type !== 'DELETE') parts.push(`"record":{}`);
    if (change.type !== 'INSERT') parts.push(`"old_record":{}`);
    return `{${parts.join(',')}}`;
  }
  if (change.type !== 'DELETE') parts.push(`"record":${change.record ?? '{}'}`);
  if (change.type !== 'INSERT')
    parts.push(`"old_record":${fullOld ? (change.oldRecord ?? '{}') : pkOnly(info, change.oldRecord)}`);
  parts.push(`"errors":null`);
  return `{${parts.join(',')}}`;
}
