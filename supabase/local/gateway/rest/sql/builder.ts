/**
 * The small toolkit every SQL builder shares: a parameter list (values never enter the SQL
 * text), quoted identifiers, fresh aliases, and column references with JSON paths.
 */
import type { Field } from '../parse/ast';

export class Sql {
  readonly params: unknown[] = [];
  private aliases = 0;

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  alias(): string {
    this.aliases += 1;
    return `"_pgrst_${this.aliases}"`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** `"t"."data"->$1::text->>$2::text`; integer keys index arrays, as in PostgREST. */
export function fieldSql(sql: Sql, qual: string, field: Field): string {
  let out = `${qual}.${ident(field.name)}`;
  for (const { arrow, key } of field.json) {
    const isIndex = /^-?\d+$/.test(key);
    out += `${arrow}${sql.param(isIndex ? Number(key) : key)}::${isIndex ? 'int' : 'text'}`;
  }
  return out;
}
