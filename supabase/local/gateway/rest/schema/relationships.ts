/**
 * Finds the relationship an embed names, by PostgREST's rules (Plan.hs, findRel): the target
 * is a table or view, a foreign key's name or a column of it; the hint is a foreign key's
 * name, a column on either side or a junction table; a self-referencing key gives the
 * children under the table's name and the parent under the column's; a computed
 * relationship is named by its function. No match is 400 PGRST200, several are 300
 * PGRST201, in PostgREST's words and candidate order.
 */
import { GatewayError, restError } from '../../errors';
import { fuzzyGet, fuzzyOne } from './fuzzy';
import { allOrigins, relationshipsFrom, type Relationship } from './graph';
import type { SchemaSnapshot } from './types';

export type { Relationship } from './graph';

export const isToOne = (r: Relationship) =>
  r.computed ? r.computed.toOne : r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';

const single = (r: Relationship, side: 0 | 1): string | undefined =>
  !r.junction && !r.computed && r.pairs.length === 1 ? r.pairs[0]![side] : undefined;

function matches(r: Relationship, target: string, hint: string | undefined): boolean {
  if (r.computed) return target === r.computed.fn;
  const direct = !r.junction;
  if (r.isSelf) {
    if (hint === undefined)
      return (
        (target === r.target && r.cardinality === 'one-to-many') ||
        (single(r, 0) === target && r.cardinality === 'many-to-one')
      );
    return target === r.target && r.cardinality === 'one-to-many' && single(r, 1) === hint;
  }
  if (hint === undefined)
    return (
      target === r.target ||
      (direct && r.constraint === target && !r.targetIsView) ||
      (single(r, 0) === target && !r.targetIsView)
    );
  return (
    target === r.target &&
    ((direct && r.constraint === hint) || single(r, 0) === hint || single(r, 1) === hint || r.junction?.table === hint)
  );
}

export function findRelationship(s: SchemaSnapshot, parent: string, target: string, hint?: string): Relationship {
  const found = relationshipsFrom(s, parent).filter((r) => matches(r, target, hint));
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) {
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${target}'${hint !== undefined ? ` using the hint '${hint}'` : ''} in the schema '${s.schema}', but no matches were found.`,
      noRelationshipHint(s, parent, target),
    );
  }
  throw new GatewayError(300, {
    code: 'PGRST201',
    details: found.map(compressed),
    hint: `Try changing '${target}' to one of the following: ${found.map((r) => `'${r.target}!${r.junction ? r.junction.table : r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    message: `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
  });
}

const cols = (c: string[]) => `(${c.join(', ')})`;

/** One candidate as PostgREST lists it in PGRST201's details (Error.hs, compressedRel). */
function compressed(r: Relationship): Record<string, string> {
  const j = r.junction;
  return {
    cardinality: r.cardinality,
    embedding: `${r.table} with ${r.target}`,
    relationship: j
      ? `${j.table} using ${j.constraint1}${cols(j.parentPairs.map((p) => p[1]))} and ${j.constraint2}${cols(j.targetPairs.map((p) => p[1]))}`
      : `${r.constraint} using ${r.table}${cols(r.pairs.map((p) => p[0]))} and ${r.target}${cols(r.pairs.map((p) => p[1]))}`,
  };
}

/**
 * PostgREST's noRelBetweenHint: a close name for the embed when the parent has relationships,
 * else a close name for the parent among the tables that have some; null when none is close.
 */
function noRelationshipHint(s: SchemaSnapshot, parent: string, target: string): string | null {
  const rels = relationshipsFrom(s, parent);
  if (rels.length) {
    const child = fuzzyGet(
      rels.map((r) => r.target),
      target,
    ).find(([score]) => score < 1)?.[1];
    return child === undefined ? null : `Perhaps you meant '${child}' instead of '${target}'.`;
  }
  const other = fuzzyOne(allOrigins(s), parent);
  return other === undefined ? null : `Perhaps you meant '${other}' instead of '${parent}'.`;
}
