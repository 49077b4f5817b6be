/**
 * Builds the projection, joins, conditions, grouping and ordering of a read over one
 * relation, with embeds (sql/embed.ts). Aliases follow PostgREST's (`<table>_<depth>` for an
 * embedded table, `<parent>_<embed>_<depth>` for its join), so a database error names what
 * PostgREST's would, never an internal alias. With an aggregate in the select, every other
 * selected value is grouped by, as PostgREST does.
 */
import { restError } from '../../errors';
import type { Filter, NodeParams, OrderTerm, SelectItem } from '../parse/ast';
import { findRelationship, isToOne } from '../schema/relationships';
import { fieldSql, ident, qualified } from './builder';
import { conditionSql } from './condition';
import { addEmbed, type EmbedInfo, joinCondition } from './embed';
import {
  aggregateInput,
  aggregateSql,
  aggregates,
  columnSql,
  type NodeSql,
  type Output,
  plain,
  type ReadContext,
} from './node';

export { tail, type NodeSql, type ReadContext } from './node';

/** `relation` may be null for function results that are not a table's row type. */
export function buildNode(
  ctx: ReadContext,
  relation: string | null,
  alias: string,
  select: SelectItem[],
  path: string[],
  depth = 0,
  hoist = false,
): NodeSql {
  const params = ctx.nodes.get(path.join('.')) ?? { conditions: [] };
  ctx.used.add(path.join('.'));
  const out: NodeSql = { columns: [], joins: [], where: [], order: [] };
  // A to-one spread's aggregates are applied by its parent (hoist): here they are plain values.
  const grouped = aggregates(ctx, select) && !hoist;
  const outputs: Output[] = [];
  const embeds = new Map<string, EmbedInfo>();
  const laterals = new Set<string>();
  for (const item of select) {
    if (item.kind === 'star') {
      const cols = ctx.schema.relations.get(relation ?? '')?.columns;
      if (grouped && cols) for (const c of cols) outputs.push(plain(`${alias}.${ident(c.name)}`));
      else outputs.push({ sql: `${alias}.*`, group: `${alias}.*` });
    } else if (item.kind === 'column') outputs.push(columnSql(ctx.sql, alias, item));
    else if (item.kind === 'aggregate')
      outputs.push(
        hoist
          ? plain(`${aggregateInput(ctx.sql, item.field ? alias : '', item)} as ${ident(item.alias ?? item.fn)}`)
          : { sql: aggregateSql(ctx.sql, alias, item) },
      );
    else {
      const parent = { relation, alias, path, depth, grouped, hoisting: hoist };
      const info = addEmbed(ctx, parent, item, out, outputs, buildNode);
      if (laterals.has(info.lateral))
        throw restError(400, '42712', `table name "${info.lateral.slice(1, -1)}" specified more than once`);
      laterals.add(info.lateral);
      embeds.set(item.alias ?? item.relation, info);
    }
  }
  out.columns = outputs.map((o) => o.sql);
  if (outputs.some((o) => o.group === undefined))
    out.groupBy = outputs.flatMap((o) => (o.group === undefined ? [] : [o.group]));
  for (const c of params.conditions) out.where.push(embedNullFilter(c, embeds) ?? conditionSql(ctx.sql, alias, c));
  for (const term of params.order ?? []) out.order.push(orderSql(ctx, relation, alias, term, embeds));
  if (params.limit !== undefined) out.limit = params.limit;
  if (params.offset !== undefined) out.offset = params.offset;
  return out;
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
  return `${embed.presence} ${isNull ? 'is null' : 'is not null'}`;
}

function orderSql(
  ctx: ReadContext,
  relation: string | null,
  alias: string,
  term: OrderTerm,
  embeds: Map<string, EmbedInfo>,
): string {
  let expr: string;
  // A to-one spread's column is read from its join, as PostgREST orders by it: in an
  // aggregated read it is grouped by there, where a subquery would not be.
  const spread = term.relation === undefined ? undefined : embeds.get(term.relation);
  if (spread?.lifted.has(term.field.name) && term.field.json.length === 0) {
    expr = `${spread.lateral}.${ident(term.field.name)}`;
  } else if (term.relation !== undefined) {
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
    const from = rel.computed
      ? `${qualified(ctx.schema.schema, rel.computed.fn)}(${alias}) as ${x}`
      : `${qualified(ctx.schema.schema, rel.target)} as ${x}`;
    const where = rel.computed ? '' : ` where ${joinCondition(ctx, rel, alias, x)}`;
    expr = `(select ${fieldSql(ctx.sql, x, term.field)} from ${from}${where} limit 1)`;
  } else {
    expr = fieldSql(ctx.sql, alias, term.field);
  }
  const dir = term.direction ? ` ${term.direction}` : '';
  const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
  return `${expr}${dir}${nulls}`;
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
