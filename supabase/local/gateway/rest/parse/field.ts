/** Parses a column reference with an optional JSON path: `col`, `"my col"`, `data->a->>b`. */
import type { Field, JsonArrow } from './ast';
import type { Scanner } from './scanner';

export function parseField(s: Scanner): Field {
  const name = s.name();
  const json: Field['json'] = [];
  while (s.startsWith('->')) {
    const arrow: JsonArrow = s.eat('->>') ? '->>' : (s.eat('->'), '->');
    json.push({ arrow, key: jsonKey(s) });
  }
  return { name, json };
}

function jsonKey(s: Scanner): string {
  if (s.peek() === '"') return s.quoted();
  if (s.peek() === '-' && /\d/.test(s.peek(1))) {
    s.pos += 1;
    return `-${s.identifier()}`;
  }
  return s.identifier();
}

/** The name a field's value appears under in the JSON output: the last JSON key, else the column. */
export function fieldOutputName(field: Field): string {
  const last = field.json[field.json.length - 1];
  return last ? last.key : field.name;
}
