-- The talent workspace's tables and functions keep the catalog's rules (see
-- 20261123001100_catalog_privileges.sql): table commands only where a policy gives them, and
-- private functions for authenticated and the service role only.

select private.restrict_table_grants();
select private.restrict_private_functions();
