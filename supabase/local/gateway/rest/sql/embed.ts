/**
 * One embedded resource as a LEFT JOIN LATERAL whose column `v` holds PostgreSQL's own JSON
 * for it (row_to_json for to-one, json_agg for to-many), so values are never re-encoded in
 * JavaScript. A spread lifts the embed's columns into its parent: a to-one spread's columns
 * as they are (its aggregates are applied in the parent, grouped by the parent's other
 * values, as PostgREST hoists them), a to-many spread's each as an array (PostgREST 13).
 * A computed relationship reads its function, called with the parent's row.
 */
import { restError } from '../../errors';
import type { AggregateItem, EmbedItem, SelectItem } from '../parse/ast';
import { fieldOutputName } from '../parse/field';
import { findRelationship, isToOne, type Relationship } from '../schema/relationships';
import type { SchemaSnapshot } from '../schema/types';
import { ident, qualified } from './builder';
import { applyAggregate, type BuildNode, type Output, type ReadContext, tail } from './node';

export interface EmbedInfo {
  item: EmbedItem;
  rel: Relationship;
  /** The join's alias, PostgREST's `<parent>_<embed>_<depth>`. */
  lateral: string;
  /** What is null when the embed found nothing (`!inner`, `embed=is.null`). */
  presence: string;
  /** A to-one spread's columns, read from its join as they are (an order may use them). */
  lifted: Set<string>;
}

export interface Parent {
  relation: string | null;
  alias: string;
  path: string[];
  depth: number;
  /** The parent groups (its select aggregates): embeds are grouped by as jsonb. */
  grouped: boolean;
  /** The parent is itself a to-one spread whose aggregates its own parent applies. */
  hoisting: boolean;
}

export function addEmbed(
  ctx: ReadContext,
  parent: Parent,
  item: EmbedItem,
  out: { joins: string[]; where: string[] },
  outputs: Output[],
  buildNode: BuildNode,
): EmbedInfo {
  if (parent.relation === null)
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship for '${item.relation}': the function result has no relationships`,
    );
  const rel = findRelationship(ctx.schema, parent.relation, item.relation, item.hint);
  const depth = parent.depth + 1;
  const name = item.alias ?? item.relation;
  const lateral = ident(`${rel.table}_${name}_${depth}`);
  const childPath = [...parent.path, ctx.nodes.has([...parent.path, name].join('.')) ? name : item.relation];
  const childAlias = ident(`${rel.target}_${depth}`);
  const toOne = isToOne(rel);
  const hoist = item.spread && toOne;
  const child = buildNode(ctx, rel.target, childAlias, item.select, childPath, depth, hoist);
  const from = rel.computed
    ? `${qualified(ctx.schema.schema, rel.computed.fn)}(${parent.alias})`
    : qualified(ctx.schema.schema, rel.target);
  const conds = [...(rel.computed ? [] : [joinCondition(ctx, rel, parent.alias, childAlias)]), ...child.where];
  const inner =
    `select ${child.columns.join(', ')} from ${from} as ${childAlias} ${child.joins.join(' ')}` +
    (conds.length ? ` where ${conds.join(' and ')}` : '') +
    (toOne && !child.groupBy ? '' : tail(ctx.sql, child));
  const x = ctx.sql.alias();
  let presence = `${lateral}.v`;
  const lifted = new Set<string>();
  if (hoist) {
    out.joins.push(`left join lateral (${inner}) as ${lateral} on true`);
    presence = lateral;
    for (const o of spreadOutputs(ctx.schema, rel.target, item.select)) {
      const col = `${lateral}.${ident(o.name)}`;
      if (!o.agg) lifted.add(o.name);
      outputs.push(
        o.agg && !parent.hoisting
          ? { sql: applyAggregate(o.agg, col) }
          : { sql: `${col} as ${ident(o.name)}`, group: col },
      );
    }
  } else if (item.spread) {
    const names = spreadOutputs(ctx.schema, rel.target, item.select).map((o) => o.name);
    const arrays = names.map((n) => `coalesce(json_agg(${x}.${ident(n)}), '[]'::json) as ${ident(n)}`);
    out.joins.push(
      `left join lateral (select ${['json_agg(1) as v', ...arrays].join(', ')} from (${inner}) as ${x}) as ${lateral} on true`,
    );
    for (const n of names) outputs.push(groupable(`${lateral}.${ident(n)}`, n, parent.grouped));
  } else {
    const agg = toOne ? `row_to_json(${x})` : `json_agg(${x})`;
    out.joins.push(`left join lateral (select ${agg} as v from (${inner}) as ${x}) as ${lateral} on true`);
    if (item.select.length > 0)
      outputs.push(groupable(toOne ? `${lateral}.v` : `coalesce(${lateral}.v, '[]'::json)`, name, parent.grouped));
  }
  if (item.join === 'inner') out.where.push(`${presence} is not null`);
  return { item, rel, lateral, presence, lifted };
}

/** JSON cannot be grouped by; jsonb can (PostgREST returns embeds as jsonb throughout). */
function groupable(expr: string, name: string, grouped: boolean): Output {
  const value = grouped ? `(${expr})::jsonb` : expr;
  return { sql: `${value} as ${ident(name)}`, group: value };
}

export function joinCondition(ctx: ReadContext, rel: Relationship, parent: string, child: string): string {
  if (!rel.junction) return rel.pairs.map(([p, t]) => `${child}.${ident(t)} = ${parent}.${ident(p)}`).join(' and ');
  const j = ctx.sql.alias();
  const cond = [
    ...rel.junction.parentPairs.map(([p, jc]) => `${j}.${ident(jc)} = ${parent}.${ident(p)}`),
    ...rel.junction.targetPairs.map(([t, jc]) => `${j}.${ident(jc)} = ${child}.${ident(t)}`),
  ];
  return `exists (select 1 from ${qualified(ctx.schema.schema, rel.junction.table)} as ${j} where ${cond.join(' and ')})`;
}

/** The JSON keys a spread lifts into its parent, with the aggregate to apply there, if any. */
function spreadOutputs(
  schema: SchemaSnapshot,
  relation: string,
  select: SelectItem[],
): { name: string; agg?: AggregateItem }[] {
  const out: { name: string; agg?: AggregateItem }[] = [];
  for (const item of select) {
    if (item.kind === 'star')
      out.push(...(schema.relations.get(relation)?.columns.map((c) => ({ name: c.name })) ?? []));
    else if (item.kind === 'column') out.push({ name: item.alias ?? fieldOutputName(item.field) });
    else if (item.kind === 'aggregate') out.push({ name: item.alias ?? item.fn, agg: item });
    else if (item.spread) {
      const rel = findRelationship(schema, relation, item.relation, item.hint);
      const nested = spreadOutputs(schema, rel.target, item.select);
      out.push(...(isToOne(rel) ? nested : nested.map((o) => ({ name: o.name }))));
    } else if (item.select.length > 0) out.push({ name: item.alias ?? item.relation });
  }
  return out;
}
