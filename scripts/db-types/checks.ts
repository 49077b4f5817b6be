/**
 * The values a one-column CHECK constraint lists, read from its normalised definition: PostgreSQL
 * stores `check (kind in ('a', 'b'))` as `CHECK ((kind = ANY (ARRAY['a'::text, 'b'::text])))`.
 * Many status columns are text with such a check rather than an enum; typing them by the list
 * keeps the row types as narrow as the database is. Any other shape gives null (plain string).
 */
const LIST = /^CHECK \(\(\(?(\w+)\)? = ANY \(\(?ARRAY\[(.+)\]\)?(::[\w ]+\[\])?\)\)\)$/;
const VALUE = /^'((?:[^']|'')*)'::[\w ]+$/;

export function listedValues(definition: string, column: string): string[] | null {
  const match = LIST.exec(definition);
  if (!match) return null;
  const [, name, list] = match;
  if (name !== column || !list) return null;
  const values = list.split(', ').map((item) => VALUE.exec(item)?.[1]);
  if (values.some((v) => v === undefined)) return null;
  return values.map((v) => (v as string).replaceAll("''", "'"));
}
