/**
 * Finds the relationship an embed names, from foreign keys: many-to-one (object),
 * one-to-one (object), one-to-many (array) and many-to-many through a junction table whose
 * primary key holds both foreign keys. `!hint` picks a constraint, column or junction table.
 */
import { GatewayError, restError } from '../../errors';
import type { ForeignKey, SchemaSnapshot } from './types';

export interface Relationship {
  cardinality: 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';
  target: string;
  /** Pairs of [parent column, target column] for direct relationships. */
  pairs: [string, string][];
  junction?: { table: string; parentPairs: [string, string][]; targetPairs: [string, string][] };
  constraint: string;
}

export const isToOne = (r: Relationship) => r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i] as string]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function candidates(s: SchemaSnapshot, parent: string, rel: string): (Relationship & { keys: string[] })[] {
  const out: (Relationship & { keys: string[] })[] = [];
  for (const fk of s.foreignKeys) {
    if (fk.table === parent && (fk.refTable === rel || (fk.columns.length === 1 && fk.columns[0] === rel))) {
      out.push({
        cardinality: 'many-to-one',
        target: fk.refTable,
        pairs: zip(fk.columns, fk.refColumns),
        constraint: fk.name,
        keys: [fk.name, ...fk.columns],
      });
    }
    if (fk.refTable === parent && fk.table === rel) {
      const unique = s.relations.get(fk.table)?.uniques.some((u) => sameSet(u, fk.columns)) ?? false;
      out.push({
        cardinality: unique ? 'one-to-one' : 'one-to-many',
        target: fk.table,
        pairs: zip(fk.refColumns, fk.columns),
        constraint: fk.name,
        keys: [fk.name, ...fk.columns],
      });
    }
  }
  out.push(...manyToMany(s, parent, rel));
  return out;
}

function manyToMany(s: SchemaSnapshot, parent: string, rel: string): (Relationship & { keys: string[] })[] {
  const out: (Relationship & { keys: string[] })[] = [];
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of s.foreignKeys) byTable.set(fk.table, [...(byTable.get(fk.table) ?? []), fk]);
  for (const [table, fks] of byTable) {
    const pk = s.relations.get(table)?.pk ?? [];
    for (const toParent of fks.filter((f) => f.refTable === parent)) {
      for (const toTarget of fks.filter((f) => f.refTable === rel && f !== toParent)) {
        if (![...toParent.columns, ...toTarget.columns].every((c) => pk.includes(c))) continue;
        out.push({
          cardinality: 'many-to-many',
          target: rel,
          pairs: [],
          junction: {
            table,
            parentPairs: zip(toParent.refColumns, toParent.columns),
            targetPairs: zip(toTarget.refColumns, toTarget.columns),
          },
          constraint: `${toParent.name},${toTarget.name}`,
          keys: [table, toParent.name, toTarget.name],
        });
      }
    }
  }
  return out;
}

export function findRelationship(s: SchemaSnapshot, parent: string, rel: string, hint?: string): Relationship {
  let found = candidates(s, parent, rel);
  if (hint !== undefined)
    found = found.filter((c) => c.keys.includes(hint) || c.pairs.some(([p, t]) => p === hint || t === hint));
  if (found.length === 0) {
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${rel}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${rel}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${s.schema}', but no matches were found.`,
      'Perhaps you meant a different table or hint.',
    );
  }
  if (found.length > 1) {
    const details = found.map((c) => ({
      cardinality: c.cardinality,
      embedding: `${parent} with ${c.target}`,
      relationship: `${c.constraint} using ${parent}(${c.pairs.map((p) => p[0]).join(', ')}) and ${c.target}(${c.pairs.map((p) => p[1]).join(', ')})`,
    }));
    const hints = found.map((c) => `'${rel}!${c.junction ? c.junction.table : c.constraint}'`).join(', ');
    throw new GatewayError(300, {
      code: 'PGRST201',
      details,
      hint: `Try changing '${rel}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
      message: `Could not embed because more than one relationship was found for '${parent}' and '${rel}'`,
    });
  }
  const { keys: _keys, ...relationship } = found[0] as Relationship & { keys: string[] };
  return relationship;
}
