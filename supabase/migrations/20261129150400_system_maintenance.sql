-- System Maintenance: one row saying whether Evee is under maintenance, and what to tell
-- people. Everyone reads it (signed out too), so every screen can show the notice; only
-- internal admins (portal rank 2 and up) change it, through set_system_maintenance, which
-- stamps who and when and writes an audit line. Clients write nothing to the table.
-- Not mirrored on the device: the app reads the one row when online and follows it on
-- Realtime (the table is in the publication), so the notice appears without a reload.

create table public.system_status (
  id boolean primary key default true check (id),
  maintenance boolean not null default false,
  message text check (char_length(message) <= 300),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);

comment on table public.system_status is
  'One row: whether Evee is under maintenance (maintenance), the words shown with the notice (message, optional), who set it and when. Read by everyone; changed by internal admins through set_system_maintenance.';

insert into public.system_status (id) values (true);

alter table public.system_status enable row level security;

create policy "Everyone can read whether Evee is under maintenance"
  on public.system_status for select to anon, authenticated
  using (true);

revoke all on table public.system_status from anon, authenticated;
grant select on table public.system_status to anon, authenticated;
grant select, insert, update, delete on table public.system_status to service_role;

alter publication supabase_realtime add table public.system_status;

create or replace function public.set_system_maintenance(active boolean, message text default null)
returns public.system_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row public.system_status;
  after_row public.system_status;
  words text := nullif(btrim(message), '');
begin
  perform private.require_caller();
  perform private.require_internal_rank(2, 'Only internal admins can turn maintenance on or off');
  if active is null then
    raise exception 'active is required' using errcode = '22004';
  end if;
  if char_length(words) > 300 then
    raise exception 'The maintenance message is at most 300 characters' using errcode = '22023';
  end if;
  select * into before_row from public.system_status s where s.id for update;
  -- An upsert, so the flag works again even if the service role deleted the row.
  insert into public.system_status as s (id, maintenance, message, updated_by, updated_at)
  values (true, active, case when active then words end, auth.uid(), now())
  on conflict (id) do update
    set maintenance = excluded.maintenance, message = excluded.message,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at
  returning s.* into after_row;
  perform private.write_audit(case when active then 'system.maintenance_on' else 'system.maintenance_off' end,
                              'system_status', 'maintenance', null, to_jsonb(before_row), to_jsonb(after_row));
  return after_row;
end;
$$;

comment on function public.set_system_maintenance(boolean, text) is
  'Turns the System Maintenance notice on (with optional words, at most 300 characters) or off. Internal admins (portal rank 2 and up) and the service role; audited.';

revoke all on function public.set_system_maintenance(boolean, text) from public, anon;
grant execute on function public.set_system_maintenance(boolean, text) to authenticated, service_role;

select private.restrict_table_grants();
select private.restrict_private_functions();
