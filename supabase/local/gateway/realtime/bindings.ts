/**
 * The postgres_changes part of a join: each requested binding is echoed back verbatim with an
 * id (the client checks the echo position by position), and becomes a subscription unless it
 * names a table outside the publication or carries a malformed filter. Those errors do not
 * fail the join; they reach the client later as `system` messages, as upstream does. Pure.
 */
import { tableKey, type Catalog } from './catalog';
import { FilterError, parseFilter, type Condition } from './filters';

export interface BindingSpec {
  id: number;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  table: string;
  conds: Condition[];
}

export interface PreparedBindings {
  echoes: Record<string, unknown>[];
  specs: BindingSpec[];
  errors: string[];
}

const EVENTS = new Set(['INSERT', 'UPDATE', 'DELETE', '*']);

function unavailable(schema: string, table: string, filter: unknown): string {
  const filters = typeof filter === 'string' && filter.trim() ? `["${filter}"]` : '[]';
  return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${schema}, table: ${table}, filters: ${filters}]`;
}

function prepareOne(entry: Record<string, unknown>, id: number, catalog: Catalog): BindingSpec | string {
  const rawEvent = typeof entry.event === 'string' ? entry.event.toUpperCase() : '*';
  const event = (EVENTS.has(rawEvent) ? rawEvent : '*') as BindingSpec['event'];
  const schema = typeof entry.schema === 'string' && entry.schema ? entry.schema : 'public';
  const table = typeof entry.table === 'string' && entry.table ? entry.table : '*';
  const wildcard = schema === '*' || table === '*';
  if (wildcard && entry.select !== undefined) return 'Column selection is not allowed with wildcard schema or table';
  if (entry.filter !== undefined && entry.filter !== null && typeof entry.filter !== 'string') {
    return `Error parsing \`filter\` params: [${JSON.stringify(entry.filter)}]`;
  }
  let conds: Condition[];
  try {
    conds = parseFilter(entry.filter as string | undefined);
  } catch (err) {
    if (err instanceof FilterError) return err.message;
    throw err;
  }
  if (!wildcard) {
    const info = catalog.get(tableKey(schema, table));
    if (!info) return unavailable(schema, table, entry.filter);
    const unknown = conds.find((c) => !(c.column in info.types));
    if (unknown)
      return `Error parsing \`filter\` params: column "${unknown.column}" does not exist in ${schema}.${table}`;
  } else if (
    ![...catalog.values()].some((t) => (schema === '*' || t.schema === schema) && (table === '*' || t.table === table))
  ) {
    return unavailable(schema, table, entry.filter);
  }
  return { id, event, schema, table, conds };
}

export function prepareBindings(entries: unknown, catalog: Catalog, newId: () => number): PreparedBindings {
  const out: PreparedBindings = { echoes: [], specs: [], errors: [] };
  if (!Array.isArray(entries)) return out;
  for (const raw of entries) {
    const entry = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const id = newId();
    out.echoes.push({ ...entry, id });
    const spec = prepareOne(entry, id, catalog);
    if (typeof spec === 'string') out.errors.push(spec);
    else out.specs.push(spec);
  }
  return out;
}

/** Whether any binding names a table the catalog does not know yet (it may be brand new). */
export function needsFreshCatalog(entries: unknown, catalog: Catalog): boolean {
  if (!Array.isArray(entries)) return false;
  return entries.some((e) => {
    const entry = (e ?? {}) as Record<string, unknown>;
    const schema = typeof entry.schema === 'string' && entry.schema ? entry.schema : 'public';
    const table = typeof entry.table === 'string' && entry.table ? entry.table : '*';
    return schema !== '*' && table !== '*' && !catalog.has(tableKey(schema, table));
  });
}
