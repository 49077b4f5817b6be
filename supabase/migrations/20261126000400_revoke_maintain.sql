-- PostgreSQL 17 added MAINTAIN (VACUUM, ANALYZE, REINDEX, CLUSTER, REFRESH MATERIALIZED VIEW,
-- LOCK TABLE) to what `grant all` gives, so on 17 and later the API roles held it on every
-- public table. They need none of it: it is taken back, now and for tables made later.
-- Older servers have no such privilege, hence the version check.

do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on all tables in schema public from anon, authenticated';
    execute 'alter default privileges in schema public revoke maintain on tables from anon, authenticated';
  end if;
end
$$;
