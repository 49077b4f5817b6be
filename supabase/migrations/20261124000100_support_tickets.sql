-- Support tickets: what a person asks of Evee's staff, and recruiter applications, in one
-- table the internal portal's Tickets inbox works on (category recruiter_application). A
-- person opens tickets as themselves, reads their own and may close one; internal staff read
-- every ticket and move general tickets along (status, assignee). Recruiter applications are
-- decided only through decide_recruiter_application, which grants the role. The application's
-- answers live in `details` and are checked here, so a bad form never reaches staff. Mirrored
-- on the device for the requester, who sees their application's status offline.

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  category text not null default 'general'
    check (category in ('general', 'account', 'billing', 'bug', 'recruiter_application')),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  body text not null default '' check (char_length(body) <= 5000),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  status text not null default 'open'
    check (status in ('open', 'in_progress', 'resolved', 'closed', 'approved', 'rejected')),
  assignee_id uuid references auth.users (id) on delete set null,
  decision_reason text check (char_length(decision_reason) <= 1000),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.support_tickets is
  'Tickets people open for Evee''s staff, and recruiter applications (category recruiter_application, answers in details). The requester reads their own and may close it; internal staff read all and work them; recruiter applications are decided by decide_recruiter_application. Mirrored on the device for the requester.';
comment on column public.support_tickets.details is
  'For recruiter_application: {experience_years, specialties[], regions[], profile_url, motivation}.';

create index support_tickets_user_idx on public.support_tickets (user_id);
create index support_tickets_inbox_idx on public.support_tickets (category, status, created_at desc);
-- One recruiter application under review per person, also against two devices racing.
create unique index support_tickets_one_open_application_key on public.support_tickets (user_id)
  where category = 'recruiter_application' and status in ('open', 'in_progress') and not _deleted;

create or replace function private.is_recruiter(person uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = person and r.role_type = 'recruiter' and not r._deleted)
$$;

comment on function private.is_recruiter(uuid) is 'Whether the person holds the recruiter role.';

-- Checks a recruiter application's answers; the message names the field, as the form shows it.
create or replace function private.check_recruiter_application(details jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  item text;
begin
  if jsonb_typeof(details -> 'experience_years') is distinct from 'number'
     or (details ->> 'experience_years')::numeric not between 0 and 60
     or (details ->> 'experience_years')::numeric <> trunc((details ->> 'experience_years')::numeric) then
    raise exception 'Years of experience must be a whole number from 0 to 60' using errcode = '22023';
  end if;
  foreach item in array array['specialties', 'regions'] loop
    if jsonb_typeof(details -> item) is distinct from 'array' or jsonb_array_length(details -> item) = 0 then
      raise exception '%', case item when 'specialties' then 'Add at least one specialty' else 'Add at least one region' end
        using errcode = '22023';
    end if;
    if jsonb_array_length(details -> item) > 10 then
      raise exception 'Keep to 10 %', item using errcode = '22023';
    end if;
    if exists (
      select 1 from jsonb_array_elements(details -> item) e
      where jsonb_typeof(e) <> 'string' or char_length(btrim(e #>> '{}')) not between 1 and 60) then
      raise exception 'Each of the % must be 1 to 60 characters', item using errcode = '22023';
    end if;
  end loop;
  if jsonb_typeof(details -> 'profile_url') is distinct from 'string'
     or (details ->> 'profile_url') !~* '^https?://[^\s/]+\.[^\s]+$'
     or char_length(details ->> 'profile_url') > 2048 then
    raise exception 'Give a profile link starting with https://' using errcode = '22023';
  end if;
  if jsonb_typeof(details -> 'motivation') is distinct from 'string'
     or char_length(btrim(details ->> 'motivation')) < 20 then
    raise exception 'Tell us why in at least 20 characters' using errcode = '22023';
  end if;
  if char_length(details ->> 'motivation') > 2000 then
    raise exception 'Keep why you want to recruit to 2,000 characters' using errcode = '22023';
  end if;
end;
$$;

create or replace function private.guard_support_ticket_write()
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
    new.user_id := auth.uid();
    new.status := 'open';
    new.assignee_id := null;
    new.decision_reason := null;
    new.decided_by := null;
    new.decided_at := null;
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    if new.category = 'recruiter_application' then
      if private.is_recruiter(new.user_id) then
        raise exception 'You are already a recruiter' using errcode = '42501';
      end if;
      if exists (
        select 1 from public.support_tickets t
        where t.user_id = new.user_id and t.category = 'recruiter_application'
          and t.status in ('open', 'in_progress') and not t._deleted) then
        raise exception 'You already have a recruiter application under review' using errcode = '23505';
      end if;
      perform private.check_recruiter_application(new.details);
      new.subject := 'Recruiter application: ' || private.person_name(new.user_id);
    end if;
    return new;
  end if;

  -- Staff work general tickets; decisions on recruiter applications go through the RPC.
  if public.is_internal_user() and old.category <> 'recruiter_application' then
    perform private.reject_other_column_changes(
      to_jsonb(old), to_jsonb(new), array['status', 'assignee_id', 'updated_at'], 'A ticket''s request');
    if new.status in ('approved', 'rejected') then
      raise exception 'Only recruiter applications are approved or rejected' using errcode = '22023';
    end if;
  elsif public.is_internal_user() and old.category = 'recruiter_application' then
    perform private.reject_other_column_changes(
      to_jsonb(old), to_jsonb(new), array['assignee_id', 'updated_at'], 'A recruiter application''s decision');
  elsif old.user_id = auth.uid() then
    perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['status', 'updated_at'], 'A ticket');
    if new.status <> 'closed' or old.status not in ('open', 'in_progress') then
      raise exception 'You can only close a ticket that is still open' using errcode = '42501';
    end if;
  else
    raise exception 'Only the requester and Evee''s staff can change a ticket' using errcode = '42501';
  end if;
  if new.assignee_id is distinct from old.assignee_id and new.assignee_id is not null and not exists (
    select 1 from public.internal_portal_users p where p.user_id = new.assignee_id and not p._deleted) then
    raise exception 'Tickets are assigned to members of the internal team' using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.support_tickets
  for each row execute function private.guard_support_ticket_write();

create policy "People can read their own tickets"
  on public.support_tickets for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Internal staff can read every ticket"
  on public.support_tickets for select to authenticated
  using ((select public.is_internal_user()));

create policy "People can open tickets for themselves"
  on public.support_tickets for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "People can close their own tickets"
  on public.support_tickets for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Internal staff can work tickets"
  on public.support_tickets for update to authenticated
  using ((select public.is_internal_user()))
  with check ((select public.is_internal_user()));

revoke all on table public.support_tickets from anon, authenticated;
grant select, insert, update on table public.support_tickets to authenticated;
grant select, insert, update, delete on table public.support_tickets to service_role;

select private.apply_replication_contract('public.support_tickets');
select private.restrict_table_grants();
select private.restrict_private_functions();
