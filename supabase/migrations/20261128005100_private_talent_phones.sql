-- A talent's phone number reaches others only when they chose to show it.
--
-- Before: members of a company the talent applied to, and recruiters (for talent open to
-- recruiters), read talent_profiles.phone whatever show_phone said; only the screens hid it.
-- Row-level security is per row, so the column is taken away instead, as for user_profiles.email
-- (20261127000100_private_profile_emails.sql):
--   * authenticated keeps SELECT on every column of talent_profiles but `phone`, so a read that
--     names, filters or orders by it (`select=*` included) fails with 42501, and Realtime leaves
--     it out of changes;
--   * `visible_phone`, kept by the server, is the phone when show_phone is on and null
--     otherwise: what every reader of the row may see;
--   * the talent reads their own number with my_talent_phone().
-- The talent still writes `phone` (INSERT and UPDATE are untouched); a write cannot read it back
-- or filter on it. E-mail needs nothing here: talent_profiles has no e-mail column (show_email
-- only chooses whether get_public_profile shows the private user_profiles.email).

alter table public.talent_profiles add column visible_phone text;

comment on column public.talent_profiles.phone is
  'Private: not selectable by authenticated. The owner reads it with my_talent_phone(); others read visible_phone.';
comment on column public.talent_profiles.visible_phone is
  'The phone when show_phone is on, else null; kept by the server (keep_visible_phone), refused from clients.';

-- Runs after guard_client_write (triggers fire in name order), which refuses a client's update
-- of visible_phone; a client's insert may send one, and it is overwritten here.
create or replace function private.keep_visible_phone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.visible_phone := case when new.show_phone then new.phone end;
  return new;
end;
$$;

create trigger keep_visible_phone before insert or update on public.talent_profiles
  for each row execute function private.keep_visible_phone();

update public.talent_profiles set visible_phone = case when show_phone then phone end;

revoke select on table public.talent_profiles from authenticated;
grant select (id, user_id, headline, location, experience_years, skills, work_experience, education, expected_rate,
              expected_rate_currency, expected_rate_period, employment_type, links, open_to_recruiters, show_email,
              show_phone, visible_phone, created_at, updated_at, _deleted, _modified)
  on table public.talent_profiles to authenticated;

create or replace function public.my_talent_phone()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select t.phone from public.talent_profiles t where t.user_id = (select auth.uid())
$$;

comment on function public.my_talent_phone() is
  'The caller''s own talent profile phone, shown or not (null without a profile or a number). Nobody else''s.';

revoke all on function public.my_talent_phone() from public, anon;
grant execute on function public.my_talent_phone() to authenticated, service_role;

select private.restrict_table_grants();
select private.restrict_private_functions();
