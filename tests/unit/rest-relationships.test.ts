// Pure parts of embedding: the relationship graph's order and rules (PostgREST's
// SchemaCache.hs and Plan.hs findRel), reading a view's query tree, and the fuzzy hint.
import { describe, expect, it } from 'vitest';
import { fuzzyGet } from '../../supabase/local/gateway/rest/schema/fuzzy';
import { relationshipsFrom } from '../../supabase/local/gateway/rest/schema/graph';
import { findRelationship } from '../../supabase/local/gateway/rest/schema/relationships';
import type { SchemaSnapshot } from '../../supabase/local/gateway/rest/schema/types';
import { topLevelOrigins } from '../../supabase/local/gateway/rest/schema/view-columns';

const table = (name: string, cols: string[], pk = ['id']) => ({
  name,
  kind: 'table' as const,
  pk,
  uniques: [pk],
  columns: cols.map((c) => ({ name: c, type: 'int', nullable: true, defaultExpr: null })),
});

// EmbedDisambiguationSpec "errs on an ambiguous embed that has a circular reference".
const schema: SchemaSnapshot = {
  schema: 'public',
  relations: new Map([
    ['agents', table('agents', ['id', 'department_id'])],
    ['departments', table('departments', ['id', 'head_id'])],
    ['family', table('family', ['id', 'parent'])],
  ]),
  foreignKeys: [
    {
      name: 'agents_department_id_fkey',
      table: 'agents',
      columns: ['department_id'],
      refTable: 'departments',
      refColumns: ['id'],
    },
    {
      name: 'departments_head_id_fkey',
      table: 'departments',
      columns: ['head_id'],
      refTable: 'agents',
      refColumns: ['id'],
    },
    { name: 'family_parent_fkey', table: 'family', columns: ['parent'], refTable: 'family', refColumns: ['id'] },
  ],
  functions: new Map(),
};

describe('relationship graph', () => {
  it('sorts candidates as PostgREST does: one-to-many before many-to-one', () => {
    expect(relationshipsFrom(schema, 'agents').map((r) => [r.cardinality, r.constraint])).toEqual([
      ['one-to-many', 'departments_head_id_fkey'],
      ['many-to-one', 'agents_department_id_fkey'],
    ]);
    expect(() => findRelationship(schema, 'agents', 'departments')).toThrow(
      expect.objectContaining({
        status: 300,
        body: expect.objectContaining({
          hint: "Try changing 'departments' to one of the following: 'departments!departments_head_id_fkey', 'departments!agents_department_id_fkey'. Find the desired relationship in the 'details' key.",
        }),
      }),
    );
  });

  it('resolves a self-reference: table name for children, column for the parent', () => {
    expect(findRelationship(schema, 'family', 'family').cardinality).toBe('one-to-many');
    expect(findRelationship(schema, 'family', 'parent').cardinality).toBe('many-to-one');
    expect(findRelationship(schema, 'family', 'family', 'parent').cardinality).toBe('one-to-many');
  });
});

describe('view query trees', () => {
  it('reads the top-level target list only, not a subquery’s entries', () => {
    const entry = (resno: number, tbl: number, col: number, expr = '{VAR}') =>
      `{TARGETENTRY :expr ${expr} :resno ${resno} :resname c${resno} :ressortgroupref 0 :resorigtbl ${tbl} :resorigcol ${col} :resjunk false}`;
    const sublink = `{SUBLINK :subselect {QUERY :targetList (${entry(1, 99, 9)})}}`;
    const tree = `({QUERY :commandType 1 :targetList (${entry(1, 10, 1)} ${entry(2, 0, 0, sublink)} ${entry(3, 10, 3)}) :override 0})`;
    expect(topLevelOrigins(tree)).toEqual([
      [1, 10, 1],
      [2, 0, 0],
      [3, 10, 3],
    ]);
  });
});

describe('fuzzy hints', () => {
  it('returns an exact match alone and ranks close names first', () => {
    expect(fuzzyGet(['films', 'roles'], 'Films')).toEqual([[1, 'films']]);
    expect(fuzzyGet(['directors', 'roles', 'actors'], 'role')[0]?.[1]).toBe('roles');
    expect(fuzzyGet(['directors'], 'xyz')).toEqual([]);
  });
});
