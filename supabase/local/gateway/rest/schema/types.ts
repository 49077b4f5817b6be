/** What the REST service knows about the exposed schema: relations, keys and functions. */

export interface Column {
  name: string;
  /** format_type(), e.g. `timestamp with time zone`, `text[]`. */
  type: string;
  nullable: boolean;
  /** pg_get_expr of the default, when there is one (used for `missing=default`). */
  defaultExpr: string | null;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  pk: string[];
  /** Unique column sets (primary key included), for one-to-one detection. */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnKind: 'void' | 'scalar' | 'composite';
  /** The public relation whose row type the function returns, if any (enables embeds). */
  returnRelation: string | null;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** For a function of one argument of a relation's row type: that relation (computed relationships). */
  argRelation?: string | null;
  /** `rows 1` was declared (a set-returning computed relationship is then to-one). */
  singleRow?: boolean;
}

/** A view column that shows a base table's column unchanged, traced through nested views. */
export interface ViewColumn {
  column: string;
  table: string;
  tableColumn: string;
}

export interface SchemaSnapshot {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
  /** Per view, its columns that are base-table columns of this schema (relationships of views). */
  viewColumns?: Map<string, ViewColumn[]>;
}
