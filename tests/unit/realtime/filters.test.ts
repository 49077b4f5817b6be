import { describe, expect, it } from 'vitest';
import { compare, FilterError, matches, parseFilter, toMicros } from '../../../supabase/local/gateway/realtime/filters';

const types = { n: 'int4', label: 'text', at: 'timestamptz', flag: 'bool', price: 'numeric' };

describe('parseFilter', () => {
  it('treats an empty or blank filter as no condition', () => {
    expect(parseFilter(undefined)).toEqual([]);
    expect(parseFilter('   ')).toEqual([]);
  });

  it('parses each operator, negation and in-lists', () => {
    expect(parseFilter('n=eq.3')).toEqual([{ column: 'n', op: 'eq', negate: false, values: ['3'] }]);
    expect(parseFilter('n=not.gte.3')).toEqual([{ column: 'n', op: 'gte', negate: true, values: ['3'] }]);
    expect(parseFilter('n=in.(1,2, 3)')[0]!.values).toEqual(['1', '2', '3']);
    expect(parseFilter('label=is.null')[0]).toMatchObject({ op: 'is', values: [null] });
  });

  it('joins top-level conditions with AND and honours double-quoted values', () => {
    const conds = parseFilter('label=eq."a, (b)",n=lt.5,label=in.("x,y",z)');
    expect(conds.map((c) => c.values)).toEqual([['a, (b)'], ['5'], ['x,y', 'z']]);
  });

  it('keeps a value that contains dots after the operator', () => {
    expect(parseFilter('label=eq.a.b.c')[0]!.values).toEqual(['a.b.c']);
  });

  it('rejects unknown operators and malformed input with the upstream message', () => {
    for (const bad of ['n=between.1', 'n', 'n=in.1,2', 'label=eq."open']) {
      expect(() => parseFilter(bad)).toThrow(FilterError);
      expect(() => parseFilter(bad)).toThrow(/^Error parsing `filter` params/);
    }
  });
});

describe('matches', () => {
  const row = { n: 3, label: 'b', at: '2024-01-01T12:00:00.123456+00:00', flag: true, price: 9.5 };
  const check = (filter: string, r: Record<string, unknown> = row) => matches(parseFilter(filter), r, types);

  it('compares numbers numerically, not as text', () => {
    expect(check('n=lt.10')).toBe(true);
    expect(check('n=gt.10')).toBe(false);
    expect(check('price=gte.9.50')).toBe(true);
  });

  it('evaluates every operator against the row', () => {
    expect([
      check('n=eq.3'),
      check('n=neq.3'),
      check('n=lt.3'),
      check('n=lte.3'),
      check('n=gt.2'),
      check('n=gte.4'),
    ]).toEqual([true, false, false, true, true, false]);
    expect(check('n=in.(1,3)')).toBe(true);
    expect(check('n=in.(1,2)')).toBe(false);
    expect(check('n=not.in.(1,2)')).toBe(true);
  });

  it('compares timestamps to the microsecond', () => {
    expect(check('at=gt.2024-01-01T12:00:00.123455Z')).toBe(true);
    expect(check('at=gt.2024-01-01T12:00:00.123456Z')).toBe(false);
    expect(check('at=eq.2024-01-01 12:00:00.123456+00')).toBe(true);
  });

  it('fails every comparison on NULL except is.null, even when negated', () => {
    const nullRow = { ...row, n: null };
    expect(check('n=neq.3', nullRow)).toBe(false);
    expect(check('n=not.eq.3', nullRow)).toBe(false);
    expect(check('n=is.null', nullRow)).toBe(true);
    expect(check('n=not.is.null', nullRow)).toBe(false);
  });

  it('reads booleans as PostgreSQL does', () => {
    expect(check('flag=eq.true')).toBe(true);
    expect(check('flag=eq.f')).toBe(false);
    expect(check('flag=is.true')).toBe(true);
  });
});

describe('compare and toMicros', () => {
  it('keeps the microseconds that Date drops', () => {
    expect(toMicros('2024-01-01T00:00:00.000001+00:00') - toMicros('2024-01-01T00:00:00+00:00')).toBe(1);
  });

  it('compares dates and timestamps without a zone', () => {
    expect(compare('2024-01-02', '2024-01-01', 'date')).toBe(1);
    expect(compare('2024-01-01T10:00:00', '2024-01-01 10:00:00', 'timestamp')).toBe(0);
    expect(compare('2024-01-01T10:00:00+02', '2024-01-01T08:00:00Z', 'timestamptz')).toBe(0);
  });

  it('reports incomparable numbers as NaN', () => {
    expect(compare(3, 'abc', 'int4')).toBeNaN();
  });
});
