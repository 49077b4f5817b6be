-- A row's id is unique across every table a device keeps in its one records collection.
--
-- The device keeps the rows of these tables in one collection (sync/collections/workspace-records),
-- one document per row, named by the row's id. Two rows of different tables with the same id
-- are then one document: whichever is pulled last replaces the other. That is how Maya's talent
-- profile never reached her device: the demo seed gave her saved job the id of her talent
-- profile, so the saved job (pulled after the profiles) took its place, and My Profile opened
-- empty. Ids made on devices are random UUIDs and never meet, but a chosen id (a seed, an import,
-- or someone sending the id of another person's row to push it off that person's device) can.
--
-- So the server refuses such a row: private.record_ids holds each id with the table that took it
-- first, and a trigger on every records table claims the id of a new row (or of a row whose id
-- changes). The same table may claim an id again (a retried insert, `on conflict (id) do
-- nothing`); another table is refused with 23505 in words. The primary key orders two parallel
-- claims. Existing rows are registered in the registry's table order; a collision already in a
-- database is left as it is (the later table's row is not registered) and reported by a notice.

create table private.record_ids (
  id uuid primary key,
  table_name text not null
);

comment on table private.record_ids is
  'Which table took each id of the tables devices keep in one records collection: an id belongs to one of them. Server-only.';

revoke all on table private.record_ids from public, anon, authenticated;

create or replace function private.claim_record_id()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner text;
begin
  if tg_op = 'UPDATE' and new.id = old.id then
    return new;
  end if;
  insert into private.record_ids (id, table_name) values (new.id, tg_table_name)
  on conflict (id) do nothing;
  if not found then
    select r.table_name into owner from private.record_ids r where r.id = new.id;
    if owner is distinct from tg_table_name then
      raise exception 'This id is already used by another record'
        using errcode = '23505', detail = format('Key (id)=(%s) is taken.', new.id);
    end if;
  end if;
  return new;
end;
$$;

comment on function private.claim_record_id() is
  'Trigger: registers a new row''s id in private.record_ids, refusing (23505) an id another records table has.';

do $$
declare
  t text;
  taken bigint;
begin
  foreach t in array array['hiring_plans', 'jobs', 'job_applications', 'talent_profiles', 'saved_jobs', 'job_alerts',
                           'support_tickets', 'recruiter_candidates', 'recruiter_submissions', 'recruiter_ownerships',
                           'placements', 'recruiter_campaigns', 'campaign_recipients', 'calendar_events']
  loop
    execute format('insert into private.record_ids (id, table_name) select id, %L from public.%I on conflict (id) do nothing', t, t);
    execute format('select count(*) from public.%I x join private.record_ids r on r.id = x.id where r.table_name <> %L', t, t)
      into taken;
    if taken > 0 then
      raise notice '% row(s) of % share an id with a row of another records table', taken, t;
    end if;
    execute format('create trigger claim_record_id before insert or update of id on public.%I '
                   'for each row execute function private.claim_record_id()', t);
  end loop;
end;
$$;

select private.restrict_table_grants();
select private.restrict_private_functions();
