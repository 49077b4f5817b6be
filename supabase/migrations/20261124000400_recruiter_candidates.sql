-- A recruiter's own candidates: people on Evee (who must be open to recruiters) or leads not
-- yet on Evee (a name, perhaps an e-mail and a resume link), with notes and tags. Only the
-- recruiter who keeps them reads or changes them; one live row per person and recruiter.
-- Notes and tags are written on the device offline and synced. Mirrored on the device.

create table public.recruiter_candidates (
  id uuid primary key default gen_random_uuid(),
  recruiter_id uuid not null references auth.users (id) on delete cascade,
  talent_id uuid references auth.users (id) on delete set null,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 200),
  email text check (char_length(email) <= 254 and email ~* '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  resume_url text check (char_length(resume_url) <= 2048 and resume_url ~* '^https?://[^\s/]+\.[^\s]+$'),
  notes text not null default '' check (char_length(notes) <= 10000),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.recruiter_candidates is
  'A recruiter''s candidates: Evee talent open to recruiters (talent_id) or outside leads (name, e-mail, resume link), with notes and tags. The recruiter alone reads and writes them. Mirrored on the device.';

create index recruiter_candidates_recruiter_idx on public.recruiter_candidates (recruiter_id);
create unique index recruiter_candidates_one_talent_key on public.recruiter_candidates (recruiter_id, talent_id)
  where talent_id is not null and not _deleted;
create unique index recruiter_candidates_one_email_key on public.recruiter_candidates (recruiter_id, lower(email))
  where email is not null and not _deleted;

create or replace function private.guard_recruiter_candidate_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    if not private.is_recruiter(auth.uid()) then
      raise exception 'Only recruiters keep candidates' using errcode = '42501';
    end if;
    new.recruiter_id := auth.uid();
    new.created_at := now();
    new._deleted := false;
    if new.talent_id is not null and not exists (
      select 1 from public.talent_profiles t
      where t.user_id = new.talent_id and t.open_to_recruiters and not t._deleted) then
      raise exception 'This person is not open to recruiters' using errcode = '42501';
    end if;
    if exists (
      select 1 from public.recruiter_candidates c
      where c.recruiter_id = new.recruiter_id and not c._deleted
        and (c.talent_id = new.talent_id or lower(c.email) = lower(new.email))) then
      raise exception 'This person is already in your candidates' using errcode = '23505';
    end if;
  else
    perform private.reject_other_column_changes(
      to_jsonb(old), to_jsonb(new),
      array['full_name', 'email', 'resume_url', 'notes', 'tags', 'updated_at', '_deleted'],
      'A candidate''s recruiter and person');
    if old._deleted and not new._deleted then
      raise exception 'A removed candidate cannot be restored; add them again instead' using errcode = '42501';
    end if;
  end if;
  if exists (select 1 from unnest(new.tags) tag where char_length(btrim(tag)) not between 1 and 40) then
    raise exception 'Each tag must be 1 to 40 characters' using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.recruiter_candidates
  for each row execute function private.guard_recruiter_candidate_write();

create policy "Recruiters can read their candidates"
  on public.recruiter_candidates for select to authenticated
  using (recruiter_id = (select auth.uid()));

create policy "Recruiters can add candidates for themselves"
  on public.recruiter_candidates for insert to authenticated
  with check (recruiter_id = (select auth.uid()));

create policy "Recruiters can change their candidates"
  on public.recruiter_candidates for update to authenticated
  using (recruiter_id = (select auth.uid()))
  with check (recruiter_id = (select auth.uid()));

revoke all on table public.recruiter_candidates from anon, authenticated;
grant select, insert, update on table public.recruiter_candidates to authenticated;
grant select, insert, update, delete on table public.recruiter_candidates to service_role;

select private.apply_replication_contract('public.recruiter_candidates');
select private.restrict_table_grants();
select private.restrict_private_functions();
