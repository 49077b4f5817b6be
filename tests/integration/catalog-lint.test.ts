// A lint over the database catalog, so a new table or function cannot arrive without the
// rules every other one keeps: row-level security, invoker views, definer functions with a
// fixed search_path that check who calls them, and nothing granted to anon that no policy covers.
import { describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';

const userSchemas = `('public', 'private')`;

describe('database catalog lint', () => {
  it('has row-level security enabled on every public table', async () => {
    const rows = await sql<{ table: string }>(
      `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1`,
    );
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it('has no public view without security_invoker', async () => {
    const rows = await sql<{ view: string }>(
      `select c.relname as view from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('v', 'm')
          and not coalesce(c.reloptions @> array['security_invoker=true'], false)
          and not coalesce(c.reloptions @> array['security_invoker=on'], false) order by 1`,
    );
    expect(rows.map((r) => r.view)).toEqual([]);
  });

  it('fixes the search_path of every security definer function', async () => {
    const rows = await sql<{ fn: string }>(
      `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ${userSchemas} and p.prosecdef
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')
        order by 1`,
    );
    expect(rows.map((r) => r.fn)).toEqual([]);
  });

  it('has every public security definer function check who calls it', async () => {
    // A public definer function is reachable over REST; it must look at the caller (auth.uid(),
    // or a private helper that does: the caller checks and enqueue_notification, which decides
    // who may send to whom) before acting with its owner's rights.
    const rows = await sql<{ fn: string }>(
      `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
          and p.prosrc !~* '(auth\\.uid\\(\\)|require_caller|require_self_or_staff|is_service_request|is_internal|require_internal_rank|private\\.enqueue_notification|auth\\.role\\(\\))'
        order by 1`,
    );
    expect(rows.map((r) => r.fn)).toEqual([]);
  });

  it('grants no table to anon that no policy lets anon use', async () => {
    const rows = await sql<{ grant: string }>(
      `select g.table_name || ':' || g.privilege_type as grant
         from information_schema.role_table_grants g
         join pg_class c on c.relname = g.table_name and c.relnamespace = 'public'::regnamespace
        where g.grantee = 'anon' and g.table_schema = 'public' and c.relkind in ('r', 'p')
          and not exists (
            select 1 from pg_policies p
             where p.schemaname = 'public' and p.tablename = g.table_name
               and (p.roles @> array['anon']::name[] or p.roles @> array['public']::name[])
               and (p.cmd = 'ALL' or p.cmd = g.privilege_type))
        order by 1`,
    );
    expect(rows.map((r) => r.grant)).toEqual([]);
  });

  it('grants the API roles no upkeep of public tables (MAINTAIN, PostgreSQL 17 on)', async () => {
    const rows = await sql<{ grant: string }>(
      `select c.relname || ':' || r.rolname as grant
         from pg_class c join pg_roles r on r.rolname in ('anon', 'authenticated')
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
          and current_setting('server_version_num')::int >= 170000
          and has_table_privilege(r.oid, c.oid, 'MAINTAIN')
        order by 1`,
    );
    expect(rows.map((r) => r.grant)).toEqual([]);
  });

  it('lets no one but the service role run private functions', async () => {
    const rows = await sql<{ fn: string }>(
      `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'execute')
        order by 1`,
    );
    expect(rows.map((r) => r.fn)).toEqual([]);
  });
});
