/**
 * Reads the exposed schema from pg_catalog into a SchemaSnapshot. Runs as the gateway's
 * superuser, so it sees everything; privileges and RLS are enforced later, per request.
 */
import type pg from 'pg';
import type { Column, ForeignKey, FunctionInfo, Relation, SchemaSnapshot } from './types';
import { type Attributes, viewColumns } from './view-columns';

const COLUMNS_SQL = `
select c.oid::int8 as oid, a.attnum, c.relname as rel, c.relkind::text as kind, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
       not a.attnotnull as nullable,
       -- As PostgREST's schema cache reads it (SchemaCache.hs): a domain's default, an identity's
       -- sequence, none for a generated column, so missing=default writes what DEFAULT would.
       case when t.typbasetype <> 0 and d.adbin is null then pg_get_expr(t.typdefaultbin, 0)
            when a.attidentity = 'd' then format('nextval(%L)', seq.objid::regclass)
            when a.attgenerated = 's' then null
            else pg_get_expr(d.adbin, d.adrelid) end as default_expr
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
join pg_type t on t.oid = a.atttypid
left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
left join pg_depend seq on seq.refobjid = a.attrelid and seq.refobjsubid = a.attnum and seq.deptype = 'i'
  and seq.classid = 'pg_class'::regclass
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype::text as type, cl.relname as rel,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as cols,
       fcl.relname as ref_rel, fn.nspname as ref_schema,
       array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as ref_cols
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid
join pg_namespace n on n.oid = cl.relnamespace
left join pg_class fcl on fcl.oid = con.confrelid
left join pg_namespace fn on fn.oid = fcl.relnamespace
where n.nspname = $1 and con.contype in ('p', 'u', 'f')`;

const FUNCTIONS_SQL = `
select p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set, p.pronargdefaults as n_defaults,
       array(select coalesce(x.n, '') from unnest(
               coalesce(p.proargnames, array_fill(''::text, array[coalesce(array_length(p.proallargtypes, 1), p.pronargs)])),
               coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs]))::text[]
             ) with ordinality x(n, m, o) where x.m in ('i', 'b', 'v') order by x.o) as arg_names,
       array(select format_type(x.t, null) from unnest(p.proargtypes::oid[]) with ordinality x(t, o) order by x.o) as arg_types,
       rt.typname as ret_name, rt.typtype::text as ret_kind,
       (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
         where rc.oid = rt.typrelid and rn.nspname = $1) as ret_rel,
       (select ac.relname from pg_class ac join pg_namespace an on an.oid = ac.relnamespace
         where p.pronargs = 1 and ac.reltype = p.proargtypes[0] and an.nspname = $1) as arg_rel,
       p.prorows = 1 as single_row
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
where n.nspname = $1 and p.prokind in ('f', 'p')`;

const VIEWS_SQL = `
select v.relname as view, r.ev_action::text as tree
from pg_class v
join pg_namespace n on n.oid = v.relnamespace
join pg_rewrite r on r.ev_class = v.oid and r.rulename = '_RETURN'
where n.nspname = $1 and v.relkind in ('v', 'm')`;

export async function introspect(db: pg.Pool | pg.Client, schema = 'public'): Promise<SchemaSnapshot> {
  const [cols, cons, fns, views] = await Promise.all([
    db.query(COLUMNS_SQL, [schema]),
    db.query(CONSTRAINTS_SQL, [schema]),
    db.query(FUNCTIONS_SQL, [schema]),
    db.query(VIEWS_SQL, [schema]),
  ]);
  const relations = new Map<string, Relation>();
  const attrs: Attributes = new Map();
  for (const r of cols.rows) {
    const at = attrs.get(Number(r.oid)) ?? { name: r.rel, columns: new Map<number, string>() };
    at.columns.set(r.attnum, r.col);
    attrs.set(Number(r.oid), at);
    let rel = relations.get(r.rel);
    if (!rel) {
      rel = {
        name: r.rel,
        kind: r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
        columns: [],
        pk: [],
        uniques: [],
      };
      relations.set(r.rel, rel);
    }
    const col: Column = { name: r.col, type: r.type, nullable: r.nullable, defaultExpr: r.default_expr };
    rel.columns.push(col);
  }
  const foreignKeys: ForeignKey[] = [];
  for (const c of cons.rows) {
    const rel = relations.get(c.rel);
    if (!rel) continue;
    if (c.type === 'p') rel.pk = c.cols;
    if (c.type === 'p' || c.type === 'u') rel.uniques.push(c.cols);
    if (c.type === 'f' && c.ref_schema === schema) {
      foreignKeys.push({ name: c.name, table: c.rel, columns: c.cols, refTable: c.ref_rel, refColumns: c.ref_cols });
    }
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const f of fns.rows) {
    const names: string[] = f.arg_names;
    const types: string[] = f.arg_types;
    const firstDefault = types.length - Number(f.n_defaults);
    const info: FunctionInfo = {
      name: f.name,
      args: types.map((type, i) => ({ name: names[i] ?? '', type, hasDefault: i >= firstDefault })),
      returnsSet: f.returns_set,
      returnKind:
        f.ret_name === 'void' ? 'void' : f.ret_kind === 'c' || f.ret_name === 'record' ? 'composite' : 'scalar',
      returnRelation: f.ret_rel ?? null,
      volatility: f.volatility === 'i' ? 'immutable' : f.volatility === 's' ? 'stable' : 'volatile',
      argRelation: f.arg_rel ?? null,
      singleRow: f.single_row === true,
    };
    functions.set(f.name, [...(functions.get(f.name) ?? []), info]);
  }
  return { schema, relations, foreignKeys, functions, viewColumns: viewColumns(views.rows, attrs, relations) };
}
