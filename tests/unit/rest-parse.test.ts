import { describe, expect, it } from 'vitest';
import { parseLogicTree, parseFilterValue } from '../../supabase/local/gateway/rest/parse/filter';
import { parseOrder } from '../../supabase/local/gateway/rest/parse/order';
import { parsePrefer } from '../../supabase/local/gateway/rest/parse/prefer';
import { decodeQuery, parseFilterKey, parseQuery } from '../../supabase/local/gateway/rest/parse/query-string';
import { ParseError } from '../../supabase/local/gateway/rest/parse/scanner';
import { parseSelect } from '../../supabase/local/gateway/rest/parse/select';

const field = (name: string) => ({ name, json: [] });

describe('select parsing', () => {
  it('reads stars, columns, quoted names, aliases, casts and JSON paths', () => {
    expect(parseSelect('*,id,"my col",n:name,age::text,data->a->>b,x:data->0::int')).toEqual([
      { kind: 'star' },
      { kind: 'column', field: field('id') },
      { kind: 'column', field: field('my col') },
      { kind: 'column', field: field('name'), alias: 'n' },
      { kind: 'column', field: field('age'), cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
      },
      { kind: 'column', field: { name: 'data', json: [{ arrow: '->', key: '0' }] }, alias: 'x', cast: 'int' },
    ]);
  });

  it('reads embeds with alias, hint, join type and nesting, and spreads', () => {
    expect(parseSelect('a:authors!posts_author_fkey!inner(name,books(*)),...editor(n:name),tags!left()')).toEqual([
      {
        kind: 'embed',
        relation: 'authors',
        alias: 'a',
        hint: 'posts_author_fkey',
        join: 'inner',
        spread: false,
        select: [
          { kind: 'column', field: field('name') },
          { kind: 'embed', relation: 'books', spread: false, select: [{ kind: 'star' }] },
        ],
      },
      {
        kind: 'embed',
        relation: 'editor',
        spread: true,
        select: [{ kind: 'column', field: field('name'), alias: 'n' }],
      },
      { kind: 'embed', relation: 'tags', join: 'left', spread: false, select: [] },
    ]);
  });

  // PostgREST's aggregate grammar (test/spec/Feature/Query/AggregateFunctionsSpec.hs): the
  // parser reads it always; whether it may run is the planner's (db-aggregates-enabled).
  it('reads count(), column aggregates with alias, a cast before and a cast of the result', () => {
    expect(parseSelect('cnt:count()::text,s:data->>n::int.sum()::text,age.avg()')).toEqual([
      { kind: 'aggregate', fn: 'count', alias: 'cnt', resultCast: 'text' },
      {
        kind: 'aggregate',
        fn: 'sum',
        alias: 's',
        field: { name: 'data', json: [{ arrow: '->>', key: 'n' }] },
        cast: 'int',
        resultCast: 'text',
      },
      { kind: 'aggregate', fn: 'avg', field: { name: 'age', json: [] } },
    ]);
  });

  it('reports the column of a parse failure', () => {
    try {
      parseSelect('id,name(');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ParseError);
      expect((err as ParseError).message).toBe('"failed to parse select parameter (id,name()" (line 1, column 9)');
    }
    expect(() => parseSelect('age.median()')).toThrow(ParseError);
    expect(() => parseSelect('age::text;drop')).toThrow(ParseError);
  });
});

describe('filter parsing', () => {
  it('takes everything after the operator as the value at the top level', () => {
    expect(parseFilterValue(field('t'), 'gt.2024-01-01T00:00:00.123+00:00', 't')).toMatchObject({
      op: 'gt',
      value: '2024-01-01T00:00:00.123+00:00',
      negated: false,
    });
    expect(parseFilterValue(field('n'), 'not.eq.a,b.c', 'n')).toMatchObject({
      op: 'eq',
      value: 'a,b.c',
      negated: true,
    });
  });

  it('reads in-lists with quotes and escapes, quantifiers, fts configurations and is values', () => {
    expect(parseFilterValue(field('n'), 'in.(a, b ,"c,d","e \\"f\\" (g)")', 'n').value).toEqual([
      'a',
      'b',
      'c,d',
      'e "f" (g)',
    ]);
    expect(parseFilterValue(field('n'), 'like(any).{a*,b*}', 'n')).toMatchObject({
      op: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parseFilterValue(field('n'), 'wfts(english).cat & dog', 'n')).toMatchObject({
      op: 'wfts',
      language: 'english',
      value: 'cat & dog',
    });
    expect(parseFilterValue(field('n'), 'is.NULL', 'n').value).toBe('null');
    expect(() => parseFilterValue(field('n'), 'is.maybe', 'n')).toThrow(ParseError);
    expect(() => parseFilterValue(field('n'), 'eq(some).x', 'n')).toThrow(ParseError);
    expect(() => parseFilterValue(field('n'), 'equals.x', 'n')).toThrow(ParseError);
  });

  it('parses RxDB’s checkpoint tree with quoted names and timestamp values', () => {
    const tree = parseLogicTree(
      'or',
      false,
      '("_modified".gt.2024-05-01T10:00:00.123456+00:00,and("_modified".eq.2024-05-01T10:00:00.123456+00:00,"id".gt.0b6c))',
      'or',
    );
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        {
          kind: 'filter',
          field: field('_modified'),
          negated: false,
          op: 'gt',
          value: '2024-05-01T10:00:00.123456+00:00',
        },
        {
          kind: 'logic',
          op: 'and',
          negated: false,
          children: [
            {
              kind: 'filter',
              field: field('_modified'),
              negated: false,
              op: 'eq',
              value: '2024-05-01T10:00:00.123456+00:00',
            },
            { kind: 'filter', field: field('id'), negated: false, op: 'gt', value: '0b6c' },
          ],
        },
      ],
    });
  });

  it('ends tree values at unquoted commas or parentheses and keeps quoted and {…} values whole', () => {
    const tree = parseLogicTree(
      'and',
      true,
      '(a.eq."x,y)",b.cs.{1,2},c.not.in.(1,2),not.or(d.is.null,e.neq.1))',
      'not.and',
    );
    expect(tree.negated).toBe(true);
    expect(tree.children.map((c) => (c.kind === 'filter' ? [c.op, c.value, c.negated] : [c.op, c.negated]))).toEqual([
      ['eq', 'x,y)', false],
      ['cs', '{1,2}', false],
      ['in', ['1', '2'], true],
      ['or', true],
    ]);
    expect(() => parseLogicTree('or', false, '(a.eq.1', 'or')).toThrow(ParseError);
    expect(() => parseLogicTree('or', false, 'a.eq.1', 'or')).toThrow(ParseError);
  });
});

describe('query-string parsing', () => {
  it('decodes + as a space and %2B as a plus', () => {
    expect(decodeQuery('?a=New+York&b=1%2B1&c')).toEqual([
      ['a', 'New York'],
      ['b', '1+1'],
      ['c', ''],
    ]);
  });

  it('sorts keys into select, order, paging, logic and filters by embed path', () => {
    const q = parseQuery(
      decodeQuery(
        'select=id,books(*)&books.order=id.desc&books.limit=2&limit=5&offset=10&or=(a.eq.1)&books.not.or=(b.eq.2)&age=gte.1&age=lte.9&books.title=like.*x*&columns="a","b c"&on_conflict=id',
      ),
    );
    expect(q.columns).toEqual(['a', 'b c']);
    expect(q.onConflict).toEqual(['id']);
    expect(q.nodes.get('')).toMatchObject({ limit: 5, offset: 10 });
    expect(q.nodes.get('')!.conditions).toHaveLength(3);
    expect(q.nodes.get('books')).toMatchObject({ limit: 2, order: [{ field: field('id'), direction: 'desc' }] });
    expect(q.nodes.get('books')!.conditions.map((c) => c.kind === 'logic' && c.negated)).toEqual([true, false]);
  });

  it('keeps values without an operator apart as plain parameters (RPC arguments)', () => {
    expect(
      parseQuery(
        [
          ['a', '1'],
          ['b', 'eq.2'],
        ],
        new Set(['b']),
      ).plain,
    ).toEqual([
      ['a', '1'],
      ['b', 'eq.2'],
    ]);
  });

  it('splits filter keys into embed path and field', () => {
    expect(parseFilterKey('author.data->a->>x')).toEqual({
      path: ['author'],
      field: {
        name: 'data',
        json: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 'x' },
        ],
      },
    });
  });

  it('rejects a negative or non-numeric limit', () => {
    expect(() => parseQuery([['limit', '-1']])).toThrow(ParseError);
  });
});

describe('order and Prefer parsing', () => {
  it('reads directions, nulls placement and to-one embed columns', () => {
    expect(parseOrder('_modified.asc,id.asc,a.desc.nullslast,b.nullsfirst,author(name).desc', 'order')).toEqual([
      { field: field('_modified'), direction: 'asc' },
      { field: field('id'), direction: 'asc' },
      { field: field('a'), direction: 'desc', nulls: 'last' },
      { field: field('b'), nulls: 'first' },
      { relation: 'author', field: field('name'), direction: 'desc' },
    ]);
    expect(() => parseOrder('a.up', 'order')).toThrow(ParseError);
  });

  it('splits the appended Prefer list and collects unknown tokens', () => {
    expect(
      parsePrefer(
        'resolution=ignore-duplicates, count=exact, return=representation,missing=default, max-affected=3, bogus=1',
      ),
    ).toEqual({
      resolution: 'ignore-duplicates',
      count: 'exact',
      return: 'representation',
      missing: 'default',
      maxAffected: 3,
      invalid: ['bogus=1'],
    });
  });
});
