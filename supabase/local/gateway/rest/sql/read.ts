/**
 * Builds the projection, joins, conditions and ordering of a read over one relation, with
 * embeds. Each embed becomes a LEFT JOIN LATERAL whose single column `v` holds PostgreSQL's
 * own JSON for it (row_to_json for to-one, json_agg for to-many), so values are never
 * re-encoded in JavaScript. `!inner` and `rel=not.is.null` test that `v`.
 */
import { restError } from '../../errors';
import type { ColumnItem, EmbedItem, Filter, NodeParams, OrderTerm, SelectItem } from '../parse/ast';
import { fieldOutputName } from '../parse/field';
import { findRelationship, isToOne, type Relationship } from '../schema/relationships';
import type { SchemaSnapshot } from '../schema/types';
import { fieldSql, ident, qualified, type Sql } from './builder';
import { conditionSql } from './condition';

export interface NodeSql {
  columns: string[];
  joins: string[];
  where: string[];
  order: string[];
  limit?: number;
  offset?: number;
}

export interface ReadContext {
  sql: Sql;
  schema: SchemaSnapshot;
  nodes: Map<string, NodeParams>;
  used: Set<string>;
}

interface EmbedInfo {
  item: EmbedItem;
  rel: Relationship;
  lateral: string;
}

/** `relation` may be null for function results that are not a table's row type. */
export function buildNode(
  ctx: ReadContext,
  relation: string | null,
  alias: string,
  select: SelectItem[],
  path: string[],
): NodeSql {
  const params = ctx.nodes.get(path.join('.')) ?? { conditions: [] };
  ctx.used.add(path.join('.'));
  const out: NodeSql = { columns: [], joins: [], where: [], order: [] };
  const embeds = new Map<string, EmbedInfo>();
  for (const item of select) {
    if (item.kind === 'star') out.columns.push(`${alias}.*`);
    else if (item.kind === 'column') out.columns.push(columnSql(ctx.sql, alias, item));
    else embeds.set(item.alias ?? item.relation, addEmbed(ctx, relation, alias, item, path, out));
  }
  for (const c of params.conditions) out.where.push(embedNullFilter(c, embeds) ?? conditionSql(ctx.sql, alias, c));
  for (const term of params.order ?? []) out.order.push(orderSql(ctx, relation, alias, term));
  if (params.limit !== undefined) out.limit = params.limit;
  if (params.offset !== undefined) out.offset = params.offset;
  return out;
}

function columnSql(sql: Sql, alias: string, item: ColumnItem): string {
  const plain = item.field.json.length === 0 && !item.cast && item.alias === undefined;
  const expr = fieldSql(sql, alias, item.field);
  if (plain) return expr;
  const cast = item.cast ? `::${item.cast}` : '';
  return `(${expr})${cast} as ${ident(item.alias ?? fieldOutputName(item.field))}`;
}

function addEmbed(
  ctx: ReadContext,
  parent: string | null,
  alias: string,
  item: EmbedItem,
  path: string[],
  out: NodeSql,
): EmbedInfo {
  if (parent === null)
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship for '${item.relation}': the function result has no relationships`,
    );
  const rel = findRelationship(ctx.schema, parent, item.relation, item.hint);
  const name = item.alias ?? item.relation;
  const childPath = [...path, ctx.nodes.has([...path, name].join('.')) ? name : item.relation];
  const childAlias = ctx.sql.alias();
  const child = buildNode(ctx, rel.target, childAlias, item.select, childPath);
  const inner =
    `select ${child.columns.join(', ')} from ${qualified(ctx.schema.schema, rel.target)} as ${childAlias} ${child.joins.join(' ')}` +
    ` where ${[joinCondition(ctx, rel, alias, childAlias), ...child.where].join(' and ')}` +
    (isToOne(rel) ? '' : tail(ctx.sql, child));
  const lateral = ctx.sql.alias();
  if (item.spread) {
    if (!isToOne(rel))
      throw restError(
        400,
        'PGRST119',
        `A spread operation on '${item.relation}' is only supported on to-one relationships`,
      );
    out.joins.push(`left join lateral (${inner}) as ${lateral} on true`);
    for (const n of outputNames(ctx.schema, rel.target, item.select)) out.columns.push(`${lateral}.${ident(n)}`);
  } else {
    const x = ctx.sql.alias();
    const agg = isToOne(rel) ? `row_to_json(${x})` : `json_agg(${x})`;
    out.joins.push(`left join lateral (select ${agg} as v from (${inner}) as ${x}) as ${lateral} on true`);
    if (item.select.length > 0) {
      out.columns.push(
        isToOne(rel) ? `${lateral}.v as ${ident(name)}` : `coalesce(${lateral}.v, '[]'::json) as ${ident(name)}`,
      );
    }
  }
  if (item.join === 'inner') out.where.push(item.spread ? `${lateral} is not null` : `${lateral}.v is not null`);
  return { item, rel, lateral };
}

function joinCondition(ctx: ReadContext, rel: Relationship, parent: string, child: string): string {
  if (!rel.junction) return rel.pairs.map(([p, t]) => `${child}.${ident(t)} = ${parent}.${ident(p)}`).join(' and ');
  const j = ctx.sql.alias();
  const cond = [
    ...rel.junction.parentPairs.map(([p, jc]) => `${j}.${ident(jc)} = ${parent}.${ident(p)}`),
    ...rel.junction.targetPairs.map(([t, jc]) => `${j}.${ident(jc)} = ${child}.${ident(t)}`),
  ];
  return `exists (select 1 from ${qualified(ctx.schema.schema, rel.junction.table)} as ${j} where ${cond.join(' and ')})`;
}

/** ` order by … limit … offset …` for a node. */
export function tail(sql: Sql, node: NodeSql): string {
  let s = node.order.length ? ` order by ${node.order.join(', ')}` : '';
  if (node.limit !== undefined) s += ` limit ${sql.param(node.limit)}`;
  if (node.offset !== undefined) s += ` offset ${sql.param(node.offset)}`;
  return s;
}

/** `rel=is.null` / `rel=not.is.null` on an embed tests the embed's presence. */
function embedNullFilter(c: NodeParams['conditions'][number], embeds: Map<string, EmbedInfo>): string | null {
  if (c.kind !== 'filter' || c.field.json.length) return null;
  const embed = embeds.get(c.field.name);
  if (!embed) return null;
  const f = c as Filter;
  if (f.op !== 'is' || (f.value !== 'null' && f.value !== 'not_null')) {
    throw restError(400, 'PGRST120', `Only is null or not is null filters are allowed on embedded resources`);
  }
  const isNull = (f.value === 'null') !== f.negated;
  const v = embed.item.spread ? embed.lateral : `${embed.lateral}.v`;
  return `${v} ${isNull ? 'is null' : 'is not null'}`;
}

function orderSql(ctx: ReadContext, relation: string | null, alias: string, term: OrderTerm): string {
  let expr: string;
  if (term.relation !== undefined) {
    if (relation === null)
      throw restError(400, 'PGRST118', `A related order on '${term.relation}' is not possible here`);
    const rel = findRelationship(ctx.schema, relation, term.relation);
    if (!isToOne(rel))
      throw restError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${relation}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    const x = ctx.sql.alias();
    expr = `(select ${fieldSql(ctx.sql, x, term.field)} from ${qualified(ctx.schema.schema, rel.target)} as ${x} where ${joinCondition(ctx, rel, alias, x)})`;
  } else {
    expr = fieldSql(ctx.sql, alias, term.field);
  }
  const dir = term.direction ? ` ${term.direction}` : '';
  const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
  return `${expr}${dir}${nulls}`;
}

/** The JSON keys a select list produces, to lift a spread's columns into its parent. */
function outputNames(schema: SchemaSnapshot, relation: string, select: SelectItem[]): string[] {
  const names: string[] = [];
  for (const item of select) {
    if (item.kind === 'star') names.push(...(schema.relations.get(relation)?.columns.map((c) => c.name) ?? []));
    else if (item.kind === 'column') names.push(item.alias ?? fieldOutputName(item.field));
    else if (item.spread) {
      const rel = findRelationship(schema, relation, item.relation, item.hint);
      names.push(...outputNames(schema, rel.target, item.select));
    } else if (item.select.length > 0) names.push(item.alias ?? item.relation);
  }
  return names;
}

/** Every embed path that carries parameters must name an embed of the request (PGRST108). */
export function checkUnusedPaths(ctx: ReadContext): void {
  for (const key of ctx.nodes.keys()) {
    if (!ctx.used.has(key)) {
      throw restError(
        400,
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
}
