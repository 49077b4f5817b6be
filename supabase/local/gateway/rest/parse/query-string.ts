/**
 * Turns a raw query string into QueryParams. `+` means space and `%2B` a literal plus, as in
 * PostgREST. Reserved keys (`select`, `columns`, `on_conflict`, and any key whose last segment
 * is order/limit/offset/and/or) are parsed as such; everything else is a filter, grouped by
 * the embed path in front of it (`author.name=eq.x` filters the `author` embed).
 */
import type { Field, NodeParams, QueryParams } from './ast';
import { parseField } from './field';
import { looksLikeFilter, parseFilterValue, parseLogicTree } from './filter';
import { parseOrder } from './order';
import { ParseError, Scanner } from './scanner';
import { parseSelect } from './select';

export function decodeQuery(search: string): [string, string][] {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  const pairs: [string, string][] = [];
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const k = eq < 0 ? part : part.slice(0, eq);
    const v = eq < 0 ? '' : part.slice(eq + 1);
    pairs.push([decode(k), decode(v)]);
  }
  return pairs;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw new ParseError('query string', s, 1, 'malformed percent-encoding');
  }
}

/** `argNames` (RPC) lists keys that are function arguments rather than filters. */
export function parseQuery(pairs: [string, string][], argNames: ReadonlySet<string> = new Set()): QueryParams {
  const q: QueryParams = { select: [{ kind: 'star' }], selectGiven: false, nodes: new Map(), plain: [] };
  for (const [key, value] of pairs) {
    if (argNames.has(key)) q.plain.push([key, value]);
    else if (key === 'select') {
      q.select = parseSelect(value);
      q.selectGiven = true;
    } else if (key === 'columns') q.columns = parseNameList(value, key);
    else if (key === 'on_conflict') q.onConflict = parseNameList(value, key);
    else parseNodeKey(q, key, value);
  }
  return q;
}

function node(q: QueryParams, path: string[]): NodeParams {
  const k = path.join('.');
  let n = q.nodes.get(k);
  if (!n) q.nodes.set(k, (n = { conditions: [] }));
  return n;
}

function parseNodeKey(q: QueryParams, key: string, value: string): void {
  const segments = key.split('.');
  const last = segments[segments.length - 1] as string;
  const prefix = segments.slice(0, -1);
  if (last === 'order') node(q, prefix).order = parseOrder(value, key);
  else if (last === 'limit' || last === 'offset') node(q, prefix)[last] = parseCount(value, key);
  else if (last === 'and' || last === 'or') {
    const negated = prefix[prefix.length - 1] === 'not';
    const path = negated ? prefix.slice(0, -1) : prefix;
    node(q, path).conditions.push(parseLogicTree(last, negated, value, key));
  } else if (!looksLikeFilter(value)) q.plain.push([key, value]);
  else {
    const { path, field } = parseFilterKey(key);
    node(q, path).conditions.push(parseFilterValue(field, value, key));
  }
}

function parseCount(value: string, key: string): number {
  if (!/^\d+$/.test(value.trim()))
    throw new ParseError(`${key} parameter`, value, 1, 'expecting a non-negative integer');
  return Number(value.trim());
}

/** `rel.sub.col->>x` → path [rel, sub] and the field. */
export function parseFilterKey(key: string): { path: string[]; field: Field } {
  const s = new Scanner(key, 'filter key');
  const path: string[] = [];
  for (;;) {
    const start = s.pos;
    const name = s.name();
    if (s.peek() === '.') {
      path.push(name);
      s.pos += 1;
      continue;
    }
    s.pos = start;
    const field = parseField(s);
    if (!s.done) s.fail('expecting "." or "->"');
    return { path, field };
  }
}

/** `a,"b c"` → ['a', 'b c'] (used by `columns` and `on_conflict`). */
export function parseNameList(value: string, key: string): string[] {
  const s = new Scanner(value, `${key} parameter`);
  const names = [s.name().trim()];
  while (s.eat(',')) names.push(s.name().trim());
  if (!s.done) s.fail('expecting "," or end of input');
  return names;
}
