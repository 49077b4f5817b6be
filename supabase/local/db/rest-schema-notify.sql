-- Local stack only: tells the REST gateway to reload its schema cache after DDL, as the
-- pgrst_ddl_watch / pgrst_drop_watch event triggers do on hosted Supabase. Idempotent.

create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql
as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end
$$;

drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();

drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_ddl_watch();
