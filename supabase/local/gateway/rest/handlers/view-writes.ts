/**
 * Writes to a view. PostgreSQL's rewriter refuses a write to a view that is not updatable
 * (55000 'cannot insert into view …') before it checks privileges, so without this check a
 * caller with no right to write gets the rewriter's error instead of the permission error a
 * table would give. The privilege is asked first, as the request's role inside its own
 * transaction: 42501 (401 for anon, 403 otherwise) as for tables. A permitted write to a view
 * that cannot take it then meets the rewriter's 55000, which pg-error.ts answers with 405.
 */
import type pg from 'pg';
import { fromPgError } from '../pg-error';
import { qualified } from '../sql/builder';

const PRIVILEGE: Record<string, string> = { POST: 'INSERT', PATCH: 'UPDATE', DELETE: 'DELETE' };

export async function checkViewPrivilege(
  client: pg.PoolClient,
  schema: string,
  view: string,
  method: string,
  role: string,
): Promise<void> {
  const privilege = PRIVILEGE[method];
  if (!privilege) return;
  const { rows } = await client.query<{ allowed: boolean }>(
    'select has_table_privilege($1::text::regclass, $2::text) as allowed',
    [qualified(schema, view), privilege],
  );
  if (!rows[0]?.allowed) throw fromPgError({ code: '42501', message: `permission denied for view ${view}` }, role);
}
