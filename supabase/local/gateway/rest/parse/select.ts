/**
 * Parses PostgREST's `select` parameter: `*`, columns, `alias:col`, `col::type`, JSON paths,
 * embeds `[alias:]rel[!hint][!inner|!left](...)` and spreads `...rel(...)`. Embeds are
 * counted as they are read (embed-limits.ts), so a select nested too deep is refused before
 * it is parsed further or any SQL is built.
 */
import { AGGREGATES, type AggregateItem, type AggregateName, type EmbedItem, type SelectItem } from './ast';
import { EmbedBudget } from './embed-limits';
import { parseField } from './field';
import { Scanner } from './scanner';

const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])*$/;

export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === '') return [{ kind: 'star' }];
  const s = new Scanner(input, 'select parameter');
  const items = parseList(s, new EmbedBudget(input), 0);
  if (!s.done) s.fail('expecting "," or end of input');
  return items;
}

function parseList(s: Scanner, budget: EmbedBudget, depth: number): SelectItem[] {
  const items: SelectItem[] = [parseItem(s, budget, depth)];
  while (s.eat(',')) items.push(parseItem(s, budget, depth));
  return items;
}

function parseItem(s: Scanner, budget: EmbedBudget, depth: number): SelectItem {
  if (s.eat('*')) return { kind: 'star' };
  if (s.eat('...')) return parseEmbed(s, budget, depth + 1, s.name(), undefined, true);
  const start = s.pos;
  let name = s.name();
  let alias: string | undefined;
  if (s.peek() === ':' && s.peek(1) !== ':') {
    s.pos += 1;
    alias = name;
    if (s.eat('...')) s.fail('expecting a column or relation (a spread takes no alias)');
    name = s.name();
  }
  if (s.peek() === '!' || s.peek() === '(') {
    if (name === 'count' && s.startsWith('()')) {
      s.pos += 2;
      return withResultCast(s, { kind: 'aggregate', fn: 'count', ...(alias !== undefined ? { alias } : {}) });
    }
    return parseEmbed(s, budget, depth + 1, name, alias, false);
  }
  s.pos = start;
  if (alias !== undefined) {
    s.name();
    s.expect(':');
  }
  const field = parseField(s);
  const cast = parseCast(s);
  if (s.eat('.')) {
    const fn = s.identifier();
    if (!(AGGREGATES as readonly string[]).includes(fn) || !s.eat('()')) {
      s.pos -= fn.length;
      s.fail('expecting an aggregate function (count(), sum(), avg(), max(), min())');
    }
    return withResultCast(s, {
      kind: 'aggregate',
      fn: fn as AggregateName,
      field,
      ...(alias !== undefined ? { alias } : {}),
      ...(cast ? { cast } : {}),
    });
  }
  return { kind: 'column', field, ...(alias !== undefined ? { alias } : {}), ...(cast ? { cast } : {}) };
}

function parseCast(s: Scanner): string | undefined {
  if (!s.eat('::')) return undefined;
  const castStart = s.pos;
  while (!s.done && /[A-Za-z0-9_ [\]]/.test(s.peek())) s.pos += 1;
  const cast = s.input.slice(castStart, s.pos).trim();
  if (!CAST.test(cast)) {
    s.pos = castStart;
    s.fail('expecting a type name');
  }
  return cast;
}

function withResultCast(s: Scanner, item: AggregateItem): AggregateItem {
  const resultCast = parseCast(s);
  return resultCast ? { ...item, resultCast } : item;
}

function parseEmbed(
  s: Scanner,
  budget: EmbedBudget,
  depth: number,
  relation: string,
  alias: string | undefined,
  spread: boolean,
): EmbedItem {
  budget.take(relation, depth);
  const embed: EmbedItem = { kind: 'embed', relation, spread, select: [] };
  if (alias !== undefined) embed.alias = alias;
  while (s.eat('!')) {
    const word = s.name();
    if (word === 'inner' || word === 'left') embed.join = word;
    else if (embed.hint === undefined) embed.hint = word;
    else s.fail('expecting "inner" or "left"');
  }
  s.expect('(');
  embed.select = s.peek() === ')' ? [] : parseList(s, budget, depth);
  s.expect(')');
  return embed;
}
