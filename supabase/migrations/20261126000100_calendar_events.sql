-- Calendar events: interviews, calls, meetings and reminders. An interview scheduled from an
-- application is proposed with up to 3 slots (proposed_slots; while 'proposed', starts_at and
-- ends_at hold the first) and confirmed when the talent picks one (confirm_interview_slot, in
-- the next migration). Only the organiser and the attendees read an event; only the organiser
-- writes it, and a guard trigger keeps the columns the server owns. Mirrored on the device.

create table public.calendar_events (
  id uuid primary key default gen_random_uuid(),
  kind text not null default 'meeting' check (kind in ('interview', 'call', 'meeting', 'reminder')),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  time_zone text not null default 'UTC',
  location text check (char_length(location) <= 500),
  video_url text check (char_length(video_url) <= 2048),
  organizer_id uuid not null references auth.users (id) on delete cascade,
  attendee_ids uuid[] not null default '{}',
  status text not null default 'confirmed' check (status in ('proposed', 'confirmed', 'cancelled')),
  proposed_slots jsonb not null default '[]' check (jsonb_typeof(proposed_slots) = 'array'),
  job_application_id uuid references public.job_applications (id) on delete cascade,
  company_id uuid references public.companies (id) on delete cascade,
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint calendar_events_ends_after_start check (ends_at > starts_at),
  constraint calendar_events_attendee_count check (cardinality(attendee_ids) <= 50)
);

comment on table public.calendar_events is
  'An interview, call, meeting or reminder: its time and IANA time zone, place or video link, organiser and attendees, and for a proposed interview up to 3 slots the talent picks from. Read by the organiser and the attendees; written by the organiser. Mirrored on the device.';
comment on column public.calendar_events.proposed_slots is
  'Up to 3 {starts_at, ends_at} the talent may pick from; while status is proposed, starts_at and ends_at hold the first.';

create index calendar_events_organizer_idx on public.calendar_events (organizer_id);
create index calendar_events_attendees_idx on public.calendar_events using gin (attendee_ids);
create index calendar_events_application_idx on public.calendar_events (job_application_id);
create index calendar_events_upcoming_idx on public.calendar_events (starts_at) where status = 'confirmed' and not _deleted;

-- Whether the caller may organise an event about this application: a reviewer of its company,
-- or the recruiter who submitted it (a talent who applied is its submitter too, and may not).
-- Anyone may organise an event tied to no application.
create or replace function private.can_schedule_for(application_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select application_id is null or exists (
    select 1 from public.job_applications a
     where a.id = application_id and not a._deleted
       and ((a.submitted_by = auth.uid() and a.submitted_by <> a.user_id)
            or a.company_id in (select private.company_ids_with_role(private.application_reviewer_roles()))))
$$;

comment on function private.can_schedule_for(uuid) is
  'Whether the caller may organise an event about the application: a reviewer of its company or its recruiter; true for none.';

-- Whom an organiser may invite, so an event cannot be used to reach strangers: the people of
-- the application (its talent, its company's members, its recruiter), teammates, the talent
-- among the organiser's recruiter candidates, and people they share a conversation with.
create or replace function private.may_invite(organizer uuid, attendee uuid, application_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select attendee = organizer
    or exists (select 1 from public.job_applications a
                where a.id = application_id
                  and (a.user_id = attendee or a.submitted_by = attendee
                       or exists (select 1 from public.company_team_members m
                                   where m.company_id = a.company_id and m.user_id = attendee and not m._deleted)))
    or exists (select 1 from public.company_team_members mine
                 join public.company_team_members theirs on theirs.company_id = mine.company_id
                where mine.user_id = organizer and not mine._deleted
                  and theirs.user_id = attendee and not theirs._deleted)
    or exists (select 1 from public.recruiter_candidates c
                where c.recruiter_id = organizer and c.talent_id = attendee and not c._deleted)
    or exists (select 1 from public.conversation_participants mine
                 join public.conversation_participants theirs on theirs.conversation_id = mine.conversation_id
                where mine.user_id = organizer and mine.is_active and not mine._deleted
                  and theirs.user_id = attendee and theirs.is_active and not theirs._deleted)
$$;

comment on function private.may_invite(uuid, uuid, uuid) is
  'Whether the organiser may invite the person: the application''s people, teammates, own recruiter candidates, conversation contacts.';

create or replace function private.is_time_zone(name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names z where z.name = is_time_zone.name)
$$;

-- Checks the slots and, while proposed, puts the first one in starts_at and ends_at.
create or replace function private.check_event_times(e public.calendar_events)
returns public.calendar_events
language plpgsql
stable
set search_path = ''
as $$
declare
  slot jsonb;
begin
  if not private.is_time_zone(e.time_zone) then
    raise exception 'Unknown time zone: %', e.time_zone using errcode = '22023';
  end if;
  if e.video_url is not null and e.video_url !~ '^https?://[^[:space:]]+$' then
    raise exception 'The video link must be a web address (https://…)' using errcode = '22023';
  end if;
  if jsonb_array_length(e.proposed_slots) > 3 then
    raise exception 'Propose at most 3 times' using errcode = '22023';
  end if;
  for slot in select * from jsonb_array_elements(e.proposed_slots) loop
    if jsonb_typeof(slot) <> 'object' or slot ->> 'starts_at' is null or slot ->> 'ends_at' is null
       or (slot ->> 'ends_at')::timestamptz <= (slot ->> 'starts_at')::timestamptz then
      raise exception 'Each proposed time needs a start and a later end' using errcode = '22023';
    end if;
  end loop;
  if e.status = 'proposed' then
    if jsonb_array_length(e.proposed_slots) = 0 then
      raise exception 'Propose at least one time' using errcode = '22023';
    end if;
    e.starts_at := (e.proposed_slots -> 0 ->> 'starts_at')::timestamptz;
    e.ends_at := (e.proposed_slots -> 0 ->> 'ends_at')::timestamptz;
  end if;
  return e;
end;
$$;

create or replace function private.guard_calendar_event_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  application public.job_applications;
  invitee uuid;
begin
  if not private.is_client_write() then
    if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.organizer_id is distinct from auth.uid() then
      raise exception 'You can only organise events as yourself' using errcode = '42501';
    end if;
    if new.job_application_id is not null then
      select * into application from public.job_applications a where a.id = new.job_application_id;
      new.company_id := application.company_id;
    elsif new.company_id is not null and new.company_id not in (select private.member_company_ids()) then
      raise exception 'You are not a member of this company' using errcode = '42501';
    end if;
    new.created_at := now();
  else
    perform private.reject_other_column_changes(
      to_jsonb(old), to_jsonb(new),
      array['kind', 'title', 'starts_at', 'ends_at', 'time_zone', 'location', 'video_url', 'attendee_ids', 'status',
            'proposed_slots', 'notes', 'updated_at', '_deleted'],
      'An event''s organiser, application and company');
    if old.status = 'cancelled' then
      raise exception 'A cancelled event cannot change' using errcode = '22023';
    end if;
  end if;
  foreach invitee in array new.attendee_ids loop
    if (tg_op = 'INSERT' or not invitee = any (old.attendee_ids))
       and not private.may_invite(new.organizer_id, invitee, new.job_application_id) then
      raise exception 'You can only invite people you work with' using errcode = '42501';
    end if;
  end loop;
  new := private.check_event_times(new);
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.calendar_events
  for each row execute function private.guard_calendar_event_write();

create policy "Organisers and attendees can read their events"
  on public.calendar_events for select to authenticated
  using (organizer_id = (select auth.uid()) or (select auth.uid()) = any (attendee_ids));

create policy "People can organise events they may schedule"
  on public.calendar_events for insert to authenticated
  with check (organizer_id = (select auth.uid()) and private.can_schedule_for(job_application_id));

create policy "Organisers can change their events"
  on public.calendar_events for update to authenticated
  using (organizer_id = (select auth.uid()))
  with check (organizer_id = (select auth.uid()) and private.can_schedule_for(job_application_id));

revoke all on table public.calendar_events from anon, authenticated;
grant select, insert, update on table public.calendar_events to authenticated;
grant select, insert, update, delete on table public.calendar_events to service_role;

select private.apply_replication_contract('public.calendar_events');
select private.restrict_table_grants();
select private.restrict_private_functions();
