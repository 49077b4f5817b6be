-- Privileges follow the policies. Supabase's default privileges grant every new public table
-- in full (TRUNCATE included, which row-level security does not cover) to anon and
-- authenticated, and every function to PUBLIC; the first tables and private helpers kept those
-- defaults. Two helpers bring the catalog in line, and later migrations call them again after
-- adding tables or functions:
--   private.restrict_table_grants(): anon and authenticated keep on each public table only the
--     commands some policy gives them; nobody but the service role may truncate, reference or
--     add triggers.
--   private.restrict_private_functions(): no private function runs for PUBLIC or anon; those
--     that policies and invoker code call stay executable by authenticated and service_role.
-- The catalog lint (tests/integration/catalog-lint.test.ts) fails when either drifts.

create or replace function private.restrict_table_grants()
returns void
language plpgsql
set search_path = ''
as $$
declare
  t record;
  r text;
  command text;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    foreach r in array array['anon', 'authenticated'] loop
      execute format('revoke truncate, references, trigger on table public.%I from %I', t.relname, r);
      foreach command in array array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] loop
        if not exists (
          select 1 from pg_policies p
           where p.schemaname = 'public' and p.tablename = t.relname
             and (p.roles @> array[r]::name[] or p.roles @> array['public']::name[])
             and p.cmd in ('ALL', command)
        ) then
          execute format('revoke %s on table public.%I from %I', command, t.relname, r);
        end if;
      end loop;
    end loop;
  end loop;
end;
$$;

comment on function private.restrict_table_grants() is
  'Revokes from anon and authenticated every table command no policy gives them, and truncate, references and trigger always. Run by migrations after adding tables or policies.';

create or replace function private.restrict_private_functions()
returns void
language plpgsql
set search_path = ''
as $$
declare
  f record;
begin
  for f in
    select p.oid::regprocedure as sig, p.prorettype = 'trigger'::regtype as is_trigger
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'private' and p.prokind = 'f' and has_function_privilege('anon', p.oid, 'execute')
  loop
    execute format('revoke execute on function %s from public, anon', f.sig);
    -- Trigger functions need no EXECUTE to fire; the others are called from policies and
    -- from invoker code running as the signed-in user.
    if not f.is_trigger and f.sig::text not like 'private.restrict_%' and f.sig::text not like 'private.apply_replication_contract%' then
      execute format('grant execute on function %s to authenticated, service_role', f.sig);
    end if;
  end loop;
end;
$$;

comment on function private.restrict_private_functions() is
  'Takes EXECUTE on every private function from PUBLIC and anon, keeping it for authenticated and service_role on non-trigger functions (the migration helpers excepted). Run by migrations after adding private functions.';

select private.restrict_table_grants();
select private.restrict_private_functions();
