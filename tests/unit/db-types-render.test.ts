import { describe, expect, expectTypeOf, test } from 'vitest';
import type { Column, SchemaModel } from '../../scripts/db-types/introspect';
import { renderDatabaseTypes } from '../../scripts/db-types/render';
import type { Tables, TablesInsert } from '@sync/database-types';

const TEXT = 25;
const types = new Map([
  [TEXT, { oid: TEXT, name: 'text', schema: 'pg_catalog', type: 'b', category: 'S', elem: 0, base: 0 }],
]);
const column = (name: string, grants: Partial<Column> = {}): Column => ({
  name,
  typeOid: TEXT,
  nullable: false,
  defaulted: false,
  generatedAlways: false,
  select: true,
  insert: true,
  update: true,
  allowed: null,
  ...grants,
});

function model(columns: Column[]): SchemaModel {
  const relation = { oid: 1, name: 'people', kind: 'table' as const, updatable: false, columns };
  return {
    schema: 'public',
    types,
    relations: [relation],
    hiddenRelations: [],
    rowTypes: new Map([[1, relation]]),
    foreignKeys: [],
    functions: [],
    enums: [],
    composites: [],
  };
}

describe('the generated Database type', () => {
  test('leaves a column the client roles may not select out of Row, saying so, and keeps it writable', () => {
    const text = renderDatabaseTypes(model([column('name'), column('email', { select: false, nullable: true })]));
    const row = text.slice(text.indexOf('Row: {'), text.indexOf('Insert: {'));
    const insert = text.slice(text.indexOf('Insert: {'), text.indexOf('Update: {'));
    expect(row).toContain('"name": string');
    expect(row).not.toContain('"email":');
    expect(row).toContain('// email: select not granted to anon or authenticated (column privileges)');
    expect(insert).toContain('"email"?: string | null');
  });

  test('types a text column by the values its CHECK constraint lists, and lists them in Constants', () => {
    const text = renderDatabaseTypes(model([column('kind', { allowed: ['call', 'meeting'] })]));
    expect(text).toContain('"kind": "call" | "meeting"');
    expect(text.slice(text.indexOf('Checks: {'))).toContain('"people": {\n"kind": ["call","meeting"]\n}');
  });

  test('of this database keeps e-mail addresses and private phone numbers out of the rows clients read', () => {
    expectTypeOf<Tables<'user_profiles'>>().not.toHaveProperty('email');
    expectTypeOf<Tables<'talent_profiles'>>().not.toHaveProperty('phone');
    expectTypeOf<TablesInsert<'talent_profiles'>>().toHaveProperty('phone');
  });
});
