/**
 * What the read builders share: a node's SQL parts, the build context, and the aggregate and
 * tail fragments. Pure.
 */
import { restError } from '../../errors';
import type { AggregateItem, ColumnItem, NodeParams, SelectItem } from '../parse/ast';
import { fieldOutputName } from '../parse/field';
import type { SchemaSnapshot } from '../schema/types';
import { fieldSql, ident, type Sql } from './builder';

export interface NodeSql {
  columns: string[];
  joins: string[];
  where: string[];
  order: string[];
  /** Set when the select aggregates: the expressions grouped by. */
  groupBy?: string[];
  limit?: number;
  offset?: number;
}

export interface ReadContext {
  sql: Sql;
  schema: SchemaSnapshot;
  nodes: Map<string, NodeParams>;
  used: Set<string>;
  /** db-aggregates-enabled (off unless configured, as on hosted Supabase). */
  aggregates?: boolean;
}

/** A node's output column: its SQL, and whether it is an aggregate (else it is grouped by). */
export interface Output {
  sql: string;
  group?: string;
}

/** Builds one node; passed to the embed builder so the two modules do not import each other. */
export type BuildNode = (
  ctx: ReadContext,
  relation: string | null,
  alias: string,
  select: SelectItem[],
  path: string[],
  depth: number,
  hoist: boolean,
) => NodeSql;

export const plain = (expr: string): Output => ({ sql: expr, group: expr });

/** Whether a select list aggregates (a to-one spread's aggregates count: they are hoisted). */
export function aggregates(ctx: ReadContext, select: SelectItem[]): boolean {
  const found = select.some(
    (i) => i.kind === 'aggregate' || (i.kind === 'embed' && i.spread && aggregates(ctx, i.select)),
  );
  if (found && !ctx.aggregates) throw restError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  return found;
}

export function columnSql(sql: Sql, alias: string, item: ColumnItem): Output {
  const expr = fieldSql(sql, alias, item.field);
  if (item.field.json.length === 0 && !item.cast && item.alias === undefined) return plain(expr);
  const value = `(${expr})${item.cast ? `::${item.cast}` : ''}`;
  return { sql: `${value} as ${ident(item.alias ?? fieldOutputName(item.field))}`, group: value };
}

/** The value an aggregate reads, before the function: `(col)::cast`, or `*` for count(). */
export function aggregateInput(sql: Sql, alias: string, item: AggregateItem): string {
  // count() hoisted out of a spread counts the rows the join found.
  if (!item.field) return alias === '' ? '1' : '*';
  return `(${fieldSql(sql, alias, item.field)})${item.cast ? `::${item.cast}` : ''}`;
}

export function applyAggregate(item: AggregateItem, input: string): string {
  const value = `${item.fn}(${input})`;
  return `${item.resultCast ? `(${value})::${item.resultCast}` : value} as ${ident(item.alias ?? item.fn)}`;
}

export function aggregateSql(sql: Sql, alias: string, item: AggregateItem): string {
  return applyAggregate(item, aggregateInput(sql, alias, item));
}

/** ` group by … order by … limit … offset …` for a node. */
export function tail(sql: Sql, node: NodeSql): string {
  let s = node.groupBy?.length ? ` group by ${node.groupBy.join(', ')}` : '';
  s += node.order.length ? ` order by ${node.order.join(', ')}` : '';
  if (node.limit !== undefined) s += ` limit ${sql.param(node.limit)}`;
  if (node.offset !== undefined) s += ` offset ${sql.param(node.offset)}`;
  return s;
}
