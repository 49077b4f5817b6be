import { describe, expect, it } from 'vitest';
import { guardLiteral } from '@sync/replication/records-push';

describe('a pushed change guarded on the value the device last saw', () => {
  it('writes a list of plain values as a Postgres array, each element quoted', () => {
    expect(guardLiteral(['data', 'lead'])).toBe('{"data","lead"}');
    expect(guardLiteral(['a, b', 'say "hi"', 'back\\slash'])).toBe('{"a, b","say \\"hi\\"","back\\\\slash"}');
    expect(guardLiteral([])).toBe('{}');
  });

  it('writes objects and lists of objects as JSON, and leaves plain values alone', () => {
    expect(guardLiteral([{ label: 'GitHub' }])).toBe('[{"label":"GitHub"}]');
    expect(guardLiteral({ a: 1 })).toBe('{"a":1}');
    expect(guardLiteral('open')).toBe('open');
    expect(guardLiteral(3)).toBe(3);
  });

  it('writes any list or object of a jsonb column as JSON, an empty list as [] and not an empty array', () => {
    expect(guardLiteral([], true)).toBe('[]');
    expect(guardLiteral(['a'], true)).toBe('["a"]');
    expect(guardLiteral('open', true)).toBe('open');
  });
});
