import { describe, expect, it } from 'vitest';
import { decodeQuery, parseQuery } from '../../supabase/local/gateway/rest/parse/query-string';
import { statusForSqlState, fromPgError } from '../../supabase/local/gateway/rest/pg-error';
import type { SchemaSnapshot } from '../../supabase/local/gateway/rest/schema/types';
import { findRelationship } from '../../supabase/local/gateway/rest/schema/relationships';
import { ident, Sql } from '../../supabase/local/gateway/rest/sql/builder';
import { conditionSql } from '../../supabase/local/gateway/rest/sql/condition';
import { buildNode } from '../../supabase/local/gateway/rest/sql/read';
import { readStatement } from '../../supabase/local/gateway/rest/sql/statements';
import { GatewayError } from '../../supabase/local/gateway/errors';

const rel = (name: string, cols: string[], pk = ['id']) => ({
  name,
  kind: 'table' as const,
  pk,
  uniques: [pk],
  columns: cols.map((c) => ({ name: c, type: 'text', nullable: true, defaultExpr: null })),
});

const schema: SchemaSnapshot = {
  schema: 'public',
  relations: new Map([
    ['authors', rel('authors', ['id', 'name'])],
    ['posts', rel('posts', ['id', 'author_id', 'editor_id', 'title'])],
    ['profiles', rel('profiles', ['author_id', 'bio'], ['author_id'])],
  ]),
  foreignKeys: [
    { name: 'posts_author_id_fkey', table: 'posts', columns: ['author_id'], refTable: 'authors', refColumns: ['id'] },
    { name: 'posts_editor_id_fkey', table: 'posts', columns: ['editor_id'], refTable: 'authors', refColumns: ['id'] },
    {
      name: 'profiles_author_id_fkey',
      table: 'profiles',
      columns: ['author_id'],
      refTable: 'authors',
      refColumns: ['id'],
    },
  ],
  functions: new Map(),
};

function build(qs: string, relation = 'posts') {
  const q = parseQuery(decodeQuery(qs));
  const sql = new Sql();
  const alias = sql.alias();
  const node = buildNode({ sql, schema, nodes: q.nodes, used: new Set() }, relation, alias, q.select, []);
  return {
    text: readStatement(sql, `"public".${ident(relation)} as ${alias}`, node, true, { shape: 'rows' }),
    params: sql.params,
  };
}

describe('SQL building', () => {
  it('quotes identifiers, doubling embedded quotes', () => {
    expect(ident('a"b')).toBe('"a""b"');
  });

  it('never puts values into the SQL text', () => {
    const evil = `x'); drop table authors; --`;
    const { text, params } = build(
      `select=title&title=eq.${encodeURIComponent(evil)}&or=(title.like.*${encodeURIComponent("'")}*,id.in.(1,2))`,
    );
    expect(text).not.toContain('drop table');
    expect(text).not.toContain("'%");
    expect(params).toEqual(expect.arrayContaining([evil, "%'%", ['1', '2']]));
  });

  it('turns RxDB’s checkpoint tree into a parameterised or/and condition', () => {
    const q = parseQuery(decodeQuery('or=("_modified".gt.T1,and("_modified".eq.T1,"id".gt.X))'));
    const sql = new Sql();
    expect(conditionSql(sql, '"t"', q.nodes.get('')!.conditions[0]!)).toBe(
      '("t"."_modified" > $1 or ("t"."_modified" = $2 and "t"."id" > $3))',
    );
    expect(sql.params).toEqual(['T1', 'T1', 'X']);
  });

  it('maps operators: not, is, in, quantifiers, fts with a configuration, JSON paths', () => {
    const q = parseQuery(
      decodeQuery('a=not.is.null&b=in.(1,2)&c=like(any).{a*,b*}&d=fts(english).cat&data->x->>y=eq.1'),
    );
    const sql = new Sql();
    const parts = q.nodes.get('')!.conditions.map((c) => conditionSql(sql, '"t"', c));
    expect(parts).toEqual([
      'not ("t"."a" is null)',
      '"t"."b" = any($1)',
      '"t"."c" like any($2)',
      '"t"."d" @@ to_tsquery($3::regconfig, $4)',
      '"t"."data"->$5::text->>$6::text = $7',
    ]);
    expect(sql.params).toEqual([['1', '2'], '{a%,b%}', 'english', 'cat', 'x', 'y', '1']);
  });

  it('embeds to-one as row_to_json and to-many as json_agg in lateral joins, with !inner as a condition', () => {
    const { text } = build('select=id,author:authors!author_id(name)', 'posts');
    expect(text).toContain('row_to_json(');
    const many = build('select=id,posts!author_id!inner(title)&posts.limit=2', 'authors').text;
    expect(many).toContain('json_agg(');
    expect(many).toMatch(/\.v is not null/);
    expect(many).toMatch(/limit \$\d+/);
  });
});

describe('relationships', () => {
  it('detects many-to-one, one-to-one and one-to-many, and asks for a hint when ambiguous', () => {
    expect(findRelationship(schema, 'posts', 'authors', 'author_id').cardinality).toBe('many-to-one');
    expect(findRelationship(schema, 'posts', 'editor_id').target).toBe('authors');
    expect(findRelationship(schema, 'authors', 'profiles').cardinality).toBe('one-to-one');
    expect(findRelationship(schema, 'authors', 'posts', 'posts_editor_id_fkey')).toMatchObject({
      cardinality: 'one-to-many',
      pairs: [['id', 'editor_id']],
    });
    expect(() => findRelationship(schema, 'posts', 'authors')).toThrow(
      expect.objectContaining({ status: 300, body: expect.objectContaining({ code: 'PGRST201' }) }),
    );
    expect(() => findRelationship(schema, 'profiles', 'posts')).toThrow(
      expect.objectContaining({ status: 400, body: expect.objectContaining({ code: 'PGRST200' }) }),
    );
  });
});

describe('PostgreSQL errors', () => {
  it('maps SQLSTATEs to PostgREST statuses', () => {
    expect(statusForSqlState('23505', 'authenticated')).toBe(409);
    expect(statusForSqlState('23503', 'authenticated')).toBe(409);
    expect(statusForSqlState('42501', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'authenticated')).toBe(403);
    expect(statusForSqlState('P0001', 'anon')).toBe(400);
    expect(statusForSqlState('P0002', 'anon')).toBe(500);
    expect(statusForSqlState('25006', 'anon')).toBe(405);
    expect(statusForSqlState('42883', 'anon')).toBe(404);
    expect(statusForSqlState('PT402', 'anon')).toBe(402);
    expect(statusForSqlState('08006', 'anon')).toBe(503);
    expect(statusForSqlState('22P02', 'anon')).toBe(400);
    expect(statusForSqlState('23502', 'anon')).toBe(400);
    expect(statusForSqlState('42703', 'anon')).toBe(400);
  });

  it('passes code, message, detail and hint through, and honours RAISE SQLSTATE PGRST', () => {
    const e = fromPgError(
      { code: '23505', message: 'duplicate key', detail: 'Key (id)=(1) already exists.' },
      'authenticated',
    );
    expect(e).toBeInstanceOf(GatewayError);
    expect(e.body).toEqual({
      code: '23505',
      message: 'duplicate key',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
    const custom = fromPgError(
      {
        code: 'PGRST',
        message: '{"code":"123","message":"Payment required"}',
        detail: '{"status":402,"headers":{"X-Powered-By":"Nerd"}}',
      },
      'anon',
    );
    expect(custom.status).toBe(402);
    expect(custom.headers).toEqual({ 'X-Powered-By': 'Nerd' });
    expect(custom.body).toMatchObject({ code: '123', message: 'Payment required' });
  });
});
