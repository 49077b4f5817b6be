-- The horizon of a commit-ordered pull (see 20261128006000_replication_commit_order.sql): the
-- xmin of the caller's snapshot, below which every transaction has ended. A device asks for it
-- before a pull and moves its (_txid, id) checkpoint only over rows below it, so a row written
-- by a transaction still open cannot be passed over. xmin never goes down, so a horizon read
-- before a REST request is still safe when the request runs. As text: xid8 is 64-bit, beyond
-- JSON's exact integers. Reveals nothing of anyone's data (a transaction counter).

create or replace function public.sync_horizon()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot())::text
$$;

comment on function public.sync_horizon() is
  'The pull horizon: xmin of the current snapshot (every transaction below it has ended), as text. Devices checkpoint on (_txid, id) below it.';

revoke all on function public.sync_horizon() from public, anon;
grant execute on function public.sync_horizon() to authenticated, service_role;
