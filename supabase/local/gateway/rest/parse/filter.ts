/**
 * Parses filter values (`[not.]op[(any|all)|(lang)].value`) and logic trees
 * (`(a.eq.1,or(b.gt.2,not.c.is.null))`). At the top level everything after the operator's dot
 * is the value; inside a tree a value ends at the first unquoted `,` or `)`.
 */
import {
  type Condition,
  type Field,
  type Filter,
  IS_VALUES,
  type LogicTree,
  OPERATORS,
  type Operator,
  QUANTIFIABLE,
} from './ast';
import { parseField } from './field';
import { ParseError, Scanner } from './scanner';

const OPS: ReadonlySet<string> = new Set(OPERATORS);
const FTS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** Whether a query value starts like a filter (used to tell RPC arguments from filters). */
export function looksLikeFilter(value: string): boolean {
  const m = /^(not\.)?([a-z]+)(\([^)]*\))?\./.exec(value);
  return !!m && OPS.has(m[2] as string);
}

/** A top-level filter: `key=value` where value is `[not.]op.rest`. */
export function parseFilterValue(field: Field, value: string, key: string): Filter {
  const s = new Scanner(value, `filter (${key})`);
  return parseOperation(s, field, true);
}

/** A logic tree value, e.g. `or=(a.eq.1,b.eq.2)`; `negated` comes from `not.or`. */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, value: string, key: string): LogicTree {
  const s = new Scanner(value, `logic tree (${key})`);
  const tree = parseTreeBody(s, op, negated);
  if (!s.done) s.fail('expecting end of input');
  return tree;
}

function parseTreeBody(s: Scanner, op: 'and' | 'or', negated: boolean): LogicTree {
  s.expect('(');
  const children: Condition[] = [parseTreeItem(s)];
  while (s.eat(',')) children.push(parseTreeItem(s));
  s.expect(')');
  return { kind: 'logic', op, negated, children };
}

function parseTreeItem(s: Scanner): Condition {
  const start = s.pos;
  const negated = s.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (s.startsWith(`${op}(`)) {
      s.pos += op.length;
      return parseTreeBody(s, op, negated);
    }
  }
  s.pos = start;
  const field = parseField(s);
  s.expect('.');
  return parseOperation(s, field, false);
}

function parseOperation(s: Scanner, field: Field, topLevel: boolean): Filter {
  const negated = s.eat('not.');
  const opStart = s.pos;
  while (/[a-z]/.test(s.peek())) s.pos += 1;
  const opName = s.input.slice(opStart, s.pos);
  if (!OPS.has(opName)) {
    s.pos = opStart;
    s.fail(`expecting an operator (${OPERATORS.join(', ')})`);
  }
  const op = opName as Operator;
  const filter: Filter = { kind: 'filter', field, negated, op, value: '' };
  if (s.eat('(')) {
    const arg = readUntil(s, ')');
    s.expect(')');
    if (FTS.has(op)) filter.language = arg;
    else if ((arg === 'any' || arg === 'all') && QUANTIFIABLE.has(op)) filter.quantifier = arg;
    else {
      s.pos = opStart;
      s.fail(`unknown modifier "(${arg})" for ${op}`);
    }
  }
  s.expect('.');
  filter.value = op === 'in' ? parseInList(s) : topLevel ? s.rest() : treeValue(s);
  if (op === 'is') filter.value = checkIs(s, String(filter.value));
  if (topLevel && !s.done) s.fail('expecting end of input');
  return filter;
}

function checkIs(s: Scanner, value: string): string {
  const v = value.toLowerCase();
  if ((IS_VALUES as readonly string[]).includes(v)) return v;
  throw new ParseError(
    s.what,
    s.input,
    s.pos + 1,
    `unexpected "${value}" expecting null, not_null, true, false or unknown`,
  );
}

function readUntil(s: Scanner, stop: string): string {
  const start = s.pos;
  while (!s.done && !stop.includes(s.peek())) s.pos += 1;
  return s.input.slice(start, s.pos);
}

/** A value inside a logic tree: quoted, a `{…}` literal, or up to the next `,` or `)`. */
function treeValue(s: Scanner): string {
  if (s.peek() === '"') return s.quoted();
  if (s.peek() === '{') {
    const start = s.pos;
    readUntil(s, '}');
    s.expect('}');
    return s.input.slice(start, s.pos);
  }
  return readUntil(s, ',)');
}

/** `(a,b,"c, d")`: quoted items may hold commas, parentheses and backslash escapes. */
function parseInList(s: Scanner): string[] {
  s.expect('(');
  const items: string[] = [];
  if (s.eat(')')) return items;
  for (;;) {
    items.push(s.peek() === '"' ? s.quoted() : readUntil(s, ',)').trim());
    if (s.eat(')')) return items;
    s.expect(',');
  }
}
