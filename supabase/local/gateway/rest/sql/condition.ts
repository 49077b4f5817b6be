/** Filters and logic trees to SQL conditions. Every value is a parameter. */
import type { Condition, Filter, Operator } from '../parse/ast';
import { fieldSql, type Sql } from './builder';

const BINARY: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

export function conditionSql(sql: Sql, qual: string, c: Condition): string {
  if (c.kind === 'logic') {
    const parts = c.children.map((child) => conditionSql(sql, qual, child));
    const body = `(${parts.join(c.op === 'and' ? ' and ' : ' or ')})`;
    return c.negated ? `not ${body}` : body;
  }
  const expr = filterSql(sql, fieldSql(sql, qual, c.field), c);
  return c.negated ? `not (${expr})` : expr;
}

export function filterSql(sql: Sql, left: string, f: Filter): string {
  const likeish = f.op === 'like' || f.op === 'ilike';
  const text = (v: string) => (likeish ? v.replace(/\*/g, '%') : v);
  if (f.op === 'in') return `${left} = any(${sql.param(f.value as string[])})`;
  const value = f.value as string;
  if (f.op === 'is') return `${left} ${IS[value]}`;
  if (f.op === 'isdistinct') return `${left} is distinct from ${sql.param(value)}`;
  const fts = FTS[f.op];
  if (fts) {
    const lang = f.language ? `${sql.param(f.language)}::regconfig, ` : '';
    return `${left} @@ ${fts}(${lang}${sql.param(value)})`;
  }
  const op = BINARY[f.op] as string;
  if (f.quantifier) return `${left} ${op} ${f.quantifier}(${sql.param(text(value))})`;
  return `${left} ${op} ${sql.param(text(value))}`;
}
