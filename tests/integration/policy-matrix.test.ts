// The policy matrix: every public table × select, insert, update, delete and every public
// function × call, tried as each kind of caller against the real stack, compared with the
// outcomes written down in supabase/policy-matrix.md. A table or function the catalog has and
// the matrix lacks fails the test until its row is written.
//
// After adding a table: run with POLICY_MATRIX_WRITE=1 to write what the stack does into the
// file, then read every changed cell and decide whether it is right before committing.
import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { callProbes, tableProbes, type Row, type TableProbe } from '../fixtures/policy-probes';
import { ACTORS, makePolicyWorld, type Actor, type PolicyWorld } from '../fixtures/policy-world';
import { serviceClient } from '../fixtures/stack';

const FILE = new URL('../../supabase/policy-matrix.md', import.meta.url);
const MARKER = '<!-- The rows below are read by tests/integration/policy-matrix.test.ts. -->';
const OPS = ['select', 'insert', 'update', 'delete'] as const;

type Outcome = 'yes' | 'no';
type Results = Map<string, Record<Actor, Outcome>>;

const keyOf = (probe: TableProbe, row: Row): Row =>
  Object.fromEntries((probe.key ?? ['id']).map((column) => [column, row[column]]));

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && /^\d{4}-\d\d-\d\dT/.test(a) && /^\d{4}-\d\d-\d\dT/.test(b)) {
    return Date.parse(a) === Date.parse(b);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

async function serverRow(probe: TableProbe, key: Row): Promise<Row | undefined> {
  const { data, error } = await serviceClient().from(probe.table).select('*').match(key);
  if (error) throw new Error(`${probe.table}: ${error.message}`);
  return (data as Row[])[0];
}

async function tryTable(w: PolicyWorld, probe: TableProbe, fixture: Row, actor: Actor, op: (typeof OPS)[number]) {
  const client = w.client(actor);
  const key = keyOf(probe, fixture);
  const admin = serviceClient().from(probe.table);
  if (op === 'select') {
    const { data } = await client
      .from(probe.table)
      .select(probe.columns ?? '*')
      .match(key);
    return (data?.length ?? 0) === 1;
  }
  if (op === 'insert') {
    const row = probe.insert(w, actor);
    if (await serverRow(probe, keyOf(probe, row)))
      throw new Error(`${probe.table}: the probe row of ${actor} exists already`);
    await client.from(probe.table).insert(row);
    const landed = await serverRow(probe, keyOf(probe, row));
    if (landed) await admin.delete().match(keyOf(probe, row));
    return !!landed;
  }
  if (op === 'update') {
    const patch = probe.update(actor);
    await client.from(probe.table).update(patch).match(key);
    const after = await serverRow(probe, key);
    const changed = !!after && Object.entries(patch).every(([column, value]) => same(after[column], value));
    if (changed) {
      const back = Object.fromEntries(Object.keys(patch).map((column) => [column, fixture[column]]));
      const { error } = await admin.update(back).match(key);
      if (error) throw new Error(`restoring ${probe.table}: ${error.message}`);
    }
    return changed;
  }
  await client.from(probe.table).delete().match(key);
  const gone = !(await serverRow(probe, key));
  if (gone && actor !== 'service') {
    const restored = Object.fromEntries(Object.entries(fixture).filter(([c]) => !probe.computed?.includes(c)));
    const { error } = await admin.insert(restored);
    if (error) throw new Error(`putting back ${probe.table}: ${error.message}`);
  }
  return gone;
}

function parseMatrix(text: string): Results {
  const rows: Results = new Map();
  for (const line of text.split(MARKER)[1]?.split('\n') ?? []) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < ACTORS.length + 3 || cells[1] === 'what' || cells[1]?.startsWith('-')) continue;
    const [, what, op, ...outcomes] = cells;
    rows.set(`${what} ${op}`, Object.fromEntries(ACTORS.map((a, i) => [a, outcomes[i] as Outcome])) as never);
  }
  return rows;
}

function renderMatrix(prose: string, results: Results): string {
  const header = `| what | op | ${ACTORS.join(' | ')} |\n|---|---|${ACTORS.map(() => '---').join('|')}|`;
  const lines = [...results].map(([name, cells]) => {
    const [what, op] = name.split(' ');
    return `| ${what} | ${op} | ${ACTORS.map((a) => cells[a]).join(' | ')} |`;
  });
  return `${prose}${MARKER}\n\n${header}\n${lines.join('\n')}\n`;
}

let w: PolicyWorld;
const observed: Results = new Map();

beforeAll(async () => {
  w = await makePolicyWorld();
  const fixtures = new Map<string, Row>();
  for (const probe of tableProbes) fixtures.set(probe.table, await probe.fixture(w));
  const record = (name: string, actor: Actor, ok: boolean) => {
    const cells = observed.get(name) ?? ({} as Record<Actor, Outcome>);
    cells[actor] = ok ? 'yes' : 'no';
    observed.set(name, cells);
  };
  for (const probe of tableProbes) {
    for (const op of ['select', 'insert', 'update'] as const) {
      for (const actor of ACTORS)
        record(`${probe.table} ${op}`, actor, await tryTable(w, probe, fixtures.get(probe.table)!, actor, op));
    }
  }
  for (const probe of callProbes) {
    for (const actor of ACTORS) {
      const { error } = await w.client(actor).rpc(probe.fn, await probe.args(w, actor));
      record(`${probe.fn} call`, actor, !error);
      await probe.after?.(w);
    }
  }
  // Deletes last, children before parents, so the service role's deletes cascade into nothing still to try.
  for (const probe of [...tableProbes].reverse()) {
    for (const actor of ACTORS)
      record(`${probe.table} delete`, actor, await tryTable(w, probe, fixtures.get(probe.table)!, actor, 'delete'));
  }
  // Rows in the file's order: tables by op, then functions.
  const ordered: Results = new Map();
  for (const probe of tableProbes)
    for (const op of OPS) ordered.set(`${probe.table} ${op}`, observed.get(`${probe.table} ${op}`)!);
  for (const probe of callProbes) ordered.set(`${probe.fn} call`, observed.get(`${probe.fn} call`)!);
  observed.clear();
  ordered.forEach((v, k) => observed.set(k, v));
  if (process.env.POLICY_MATRIX_WRITE) {
    const prose = readFileSync(FILE, 'utf8').split(MARKER)[0]!;
    writeFileSync(FILE, renderMatrix(prose, observed));
  }
}, 240_000);

describe('the policy matrix', () => {
  it('lists every public table and every public function the database has', async () => {
    const tables = await sql<{ name: string }>(
      `select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
    );
    const functions = await sql<{ name: string }>(
      `select distinct p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype order by 1`,
    );
    const expected = parseMatrix(readFileSync(FILE, 'utf8'));
    const named = new Set([...expected.keys()].map((k) => k.split(' ')[0]));
    expect(tables.map((t) => t.name).filter((t) => !named.has(t))).toEqual([]);
    expect(functions.map((f) => f.name).filter((f) => !named.has(f))).toEqual([]);
    expect([...expected.keys()].filter((k) => !observed.has(k))).toEqual([]);
  });

  it('gives every caller exactly the outcome the matrix writes down', () => {
    const expected = parseMatrix(readFileSync(FILE, 'utf8'));
    const differences = [...observed].flatMap(([name, cells]) =>
      ACTORS.filter((a) => expected.get(name)?.[a] !== cells[a]).map(
        (a) => `${name} as ${a}: the matrix says ${expected.get(name)?.[a] ?? 'nothing'}, the stack did ${cells[a]}`,
      ),
    );
    expect(differences).toEqual([]);
  });
});
