/**
 * PostgREST's hint for a function it cannot find (Error.hs, noRpcHint): with no function of
 * that name, the closest function name of the schema (similarity at least 0.75); with
 * overloads, the overload whose sorted parameter names are closest to the arguments given.
 * Null when nothing is close. Pure.
 */
import { fuzzyOne } from './fuzzy';
import type { SchemaSnapshot } from './types';

const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`;

export function functionHint(s: SchemaSnapshot, name: string, keys: string[]): string | null {
  const overloads = s.functions.get(name) ?? [];
  const found = overloads.length
    ? fuzzyOne(
        overloads.map((f) => paramList(f.args.map((a) => a.name))),
        paramList(keys),
      )
    : fuzzyOne([...s.functions.keys()], name, 0.75);
  if (found === undefined) return null;
  return `Perhaps you meant to call the function ${s.schema}.${overloads.length ? name : ''}${found}`;
}
