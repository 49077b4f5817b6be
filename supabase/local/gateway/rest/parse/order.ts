/** Parses `order=col.desc.nullslast,rel(col).asc` into terms. */
import type { OrderTerm } from './ast';
import { parseField } from './field';
import { Scanner } from './scanner';

export function parseOrder(input: string, key: string): OrderTerm[] {
  const s = new Scanner(input, `order (${key})`);
  const terms: OrderTerm[] = [parseTerm(s)];
  while (s.eat(',')) terms.push(parseTerm(s));
  if (!s.done) s.fail('expecting ",", ".asc", ".desc", ".nullsfirst" or ".nullslast"');
  return terms;
}

function parseTerm(s: Scanner): OrderTerm {
  const start = s.pos;
  const first = s.name();
  let term: OrderTerm;
  if (s.eat('(')) {
    term = { relation: first, field: parseField(s) };
    s.expect(')');
  } else {
    s.pos = start;
    term = { field: parseField(s) };
  }
  while (s.peek() === '.') {
    s.pos += 1;
    const word = s.name();
    if ((word === 'asc' || word === 'desc') && !term.direction) term.direction = word;
    else if ((word === 'nullsfirst' || word === 'nullslast') && !term.nulls)
      term.nulls = word === 'nullsfirst' ? 'first' : 'last';
    else {
      s.pos -= word.length;
      s.fail('expecting "asc", "desc", "nullsfirst" or "nullslast"');
    }
  }
  return term;
}
