/**
 * postgres_changes filters: parsing the grammar realtime-js emits (`col=[not.]op.value`,
 * conditions joined by top-level commas and ANDed, `in.(a,b)`, double-quoted values with
 * backslash escapes) and evaluating it against a captured row, comparing by column type as
 * PostgreSQL would. Pure functions.
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'is';

export interface Condition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value, or the list for `in`; `null` is SQL NULL for `is`. */
  values: (string | null)[];
}

export class FilterError extends Error {}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'is']);

/** Splits on `sep` outside double quotes and parentheses. */
function splitTopLevel(input: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted || depth !== 0) throw new FilterError('unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

function parseCondition(part: string): Condition {
  const match = /^([^=]+)=(not\.)?([a-z]+)\.([\s\S]*)$/.exec(part.trim());
  if (!match) throw new FilterError(`cannot parse condition "${part}"`);
  const [, column, not, op, raw] = match as unknown as [string, string, string | undefined, string, string];
  if (!OPS.has(op as FilterOp)) throw new FilterError(`unsupported operator "${op}"`);
  if (op === 'in') {
    const inner = /^\((.*)\)$/s.exec(raw.trim());
    if (!inner) throw new FilterError(`"in" needs a parenthesised list, got "${raw}"`);
    const values = inner[1]!.trim() === '' ? [] : splitTopLevel(inner[1]!, ',').map(unquote);
    return { column: unquote(column), op: 'in', negate: !!not, values };
  }
  if (op === 'is') {
    const v = raw.trim().toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(v))
      throw new FilterError(`"is" takes null, true, false or unknown`);
    return { column: unquote(column), op: 'is', negate: !!not, values: [v === 'null' || v === 'unknown' ? null : v] };
  }
  return { column: unquote(column), op: op as FilterOp, negate: !!not, values: [unquote(raw)] };
}

/** An empty or blank filter means no condition. Throws FilterError with the upstream message. */
export function parseFilter(filter: string | undefined | null): Condition[] {
  if (filter === undefined || filter === null || filter.trim() === '') return [];
  try {
    return splitTopLevel(filter, ',').map(parseCondition);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new FilterError(`Error parsing \`filter\` params: ["${filter}": ${detail}]`);
  }
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TEMPORAL = new Set(['timestamptz', 'timestamp', 'date']);

/** Microseconds since the epoch, keeping the digits JavaScript's Date drops. */
export function toMicros(value: string): number {
  // PostgreSQL may print a short offset ("+00"); Date.parse wants "+00:00".
  const v = value
    .trim()
    .replace(' ', 'T')
    .replace(
      /(\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::?(\d\d))?$/,
      (_, t: string, h: string, m?: string) => `${t}${h}:${m ?? '00'}`,
    );
  const m = /^([^.]*)\.(\d+)(.*)$/.exec(v);
  if (!m) return Date.parse(v) * 1000;
  return Date.parse(`${m[1]}${m[3]}`) * 1000 + Number(`${m[2]}000000`.slice(0, 6));
}

/** -1, 0 or 1, or NaN when the values cannot be compared as the column's type. */
export function compare(cell: unknown, literal: string, type: string): number {
  let a: number | string;
  let b: number | string;
  if (NUMERIC.has(type)) [a, b] = [Number(cell), Number(literal)];
  else if (TEMPORAL.has(type)) [a, b] = [toMicros(String(cell)), toMicros(literal)];
  else if (type === 'bool') [a, b] = [String(cell) === 'true' ? 1 : 0, /^(t|true|y|yes|on|1)$/i.test(literal) ? 1 : 0];
  else if (type === 'json' || type === 'jsonb') [a, b] = [JSON.stringify(cell), literal];
  else [a, b] = [String(cell), literal];
  if (typeof a === 'number' && (Number.isNaN(a) || Number.isNaN(b as number))) return NaN;
  return a < b ? -1 : a > b ? 1 : 0;
}

function holds(c: Condition, row: Record<string, unknown>, types: Record<string, string>): boolean {
  const cell = row[c.column];
  const type = types[c.column] ?? 'text';
  if (c.op === 'is') {
    const target = c.values[0] ?? null;
    if (target === null) return cell === null || cell === undefined;
    return cell !== null && cell !== undefined && compare(cell, target, 'bool') === 0;
  }
  if (cell === null || cell === undefined) return false;
  if (c.op === 'in') return c.values.some((v) => v !== null && compare(cell, v, type) === 0);
  const cmp = compare(cell, c.values[0]!, type);
  if (Number.isNaN(cmp)) return false;
  switch (c.op) {
    case 'eq':
      return cmp === 0;
    case 'neq':
      return cmp !== 0;
    case 'lt':
      return cmp < 0;
    case 'lte':
      return cmp <= 0;
    case 'gt':
      return cmp > 0;
    default:
      return cmp >= 0;
  }
}

/** Whether a row passes every condition; SQL NULL fails all but `is`, even negated. */
export function matches(conds: Condition[], row: Record<string, unknown>, types: Record<string, string>): boolean {
  return conds.every((c) => {
    const cell = row[c.column];
    if (c.op !== 'is' && (cell === null || cell === undefined)) return false;
    return holds(c, row, types) !== c.negate;
  });
}
