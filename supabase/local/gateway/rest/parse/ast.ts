/**
 * The parsed form of a PostgREST request: what the query string and headers ask for, before
 * any schema knowledge. The parsers produce it; the SQL builders consume it.
 */

export type JsonArrow = '->' | '->>';

/** A column, possibly followed by a JSON path (`data->a->>b`). */
export interface Field {
  name: string;
  json: { arrow: JsonArrow; key: string }[];
}

export interface StarItem {
  kind: 'star';
}

export interface ColumnItem {
  kind: 'column';
  field: Field;
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  select: SelectItem[];
}

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type AggregateName = (typeof AGGREGATES)[number];

/** `[alias:]col[::cast].sum()[::cast]` or `[alias:]count()[::cast]` (no field). */
export interface AggregateItem {
  kind: 'aggregate';
  fn: AggregateName;
  field?: Field;
  alias?: string;
  /** Cast of the value before it is aggregated. */
  cast?: string;
  /** Cast of the aggregate's result. */
  resultCast?: string;
}

export type SelectItem = StarItem | ColumnItem | EmbedItem | AggregateItem;

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;
export type Operator = (typeof OPERATORS)[number];

export const QUANTIFIABLE: ReadonlySet<Operator> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export interface Filter {
  kind: 'filter';
  field: Field;
  negated: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  /** Text-search configuration, e.g. `fts(english)`. */
  language?: string;
  /** A list for `in`, otherwise the literal text. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  /** Set for `rel(col)`: order by a column of a to-one embed. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters, order and paging for the root (path '') or one embed (path 'a' or 'a.b'). */
export interface NodeParams {
  conditions: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryParams {
  select: SelectItem[];
  /** Set when `select` was sent explicitly (mutations then return those columns). */
  selectGiven: boolean;
  columns?: string[];
  onConflict?: string[];
  nodes: Map<string, NodeParams>;
  /** Parameters whose value carries no operator: RPC arguments on GET. */
  plain: [string, string][];
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  tx?: 'commit' | 'rollback';
  invalid: string[];
}
