-- Interview scorecards: after an interview on the calendar, each interviewer (the event's
-- organiser and its attendees who are members of the application's company) rates the candidate's
-- communication, professional skills and each required skill of the job from 1 to 4, recommends
-- (strong_no, no, yes, strong_yes) and writes notes. One live scorecard per interviewer and event.
-- The company's reviewers read them; only the author writes theirs; the talent never sees them.
-- Mirrored in the device's records collection, so a scorecard is written offline and sent later.

create table public.interview_scorecards (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.job_applications (id) on delete cascade,
  event_id uuid not null references public.calendar_events (id) on delete cascade,
  company_id uuid references public.companies (id) on delete cascade,
  author_id uuid not null references auth.users (id) on delete cascade,
  ratings jsonb not null default '{}' check (jsonb_typeof(ratings) = 'object'),
  recommendation text not null check (recommendation in ('strong_no', 'no', 'yes', 'strong_yes')),
  notes text not null default '' check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.interview_scorecards is
  'An interviewer''s scorecard for an interview: ratings 1-4 of communication, professional skills and each required skill, a recommendation and notes. Read by the company''s reviewers and the author; written by the author, an interviewer of the event. Never read by the talent. Mirrored on the device.';
comment on column public.interview_scorecards.ratings is
  '{"communication": 1-4, "professional": 1-4, "skills": {"<required skill>": 1-4, ...}}';
comment on column public.interview_scorecards.company_id is
  'The application''s company, set by the server: the reviewers'' read policy and the device''s mirror scope use it.';

create unique index interview_scorecards_one_per_author_idx
  on public.interview_scorecards (event_id, author_id) where not _deleted;
create index interview_scorecards_application_idx on public.interview_scorecards (application_id);
create index interview_scorecards_company_idx on public.interview_scorecards (company_id);

-- Whether the ratings are {communication, professional, skills} with whole numbers 1-4 only.
create or replace function private.valid_scorecard_ratings(ratings jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(ratings) = 'object'
    and (select coalesce(bool_and(k in ('communication', 'professional', 'skills')), true) from jsonb_object_keys(ratings) k)
    and jsonb_typeof(ratings -> 'communication') = 'number'
    and (ratings ->> 'communication') in ('1', '2', '3', '4')
    and jsonb_typeof(ratings -> 'professional') = 'number'
    and (ratings ->> 'professional') in ('1', '2', '3', '4')
    and (ratings -> 'skills' is null or (
      jsonb_typeof(ratings -> 'skills') = 'object'
      and (select count(*) <= 50 and coalesce(bool_and(
             char_length(s.key) between 1 and 100 and jsonb_typeof(s.value) = 'number'
             and s.value::text in ('1', '2', '3', '4')), true)
           from jsonb_each(ratings -> 'skills') s))), false)
$$;

comment on function private.valid_scorecard_ratings(jsonb) is
  'Whether a scorecard''s ratings hold communication and professional (1-4) and at most 50 skills rated 1-4, nothing else.';

-- The guard: the author writes as themselves, about an interview of the application that has
-- ended, which they organised or attended, while a member of the application's company. The
-- application, event, author and company never change; the server stamps the times.
create or replace function private.guard_interview_scorecard_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  event public.calendar_events;
  application_company uuid;
begin
  -- Security definer (it reads the event and the application whatever the caller may read), so
  -- the API's role tells a client's write from the server's, not current_user.
  if private.is_service_request() then
    if tg_op = 'INSERT' and new.company_id is null then
      select a.company_id into new.company_id from public.job_applications a where a.id = new.application_id;
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.author_id is distinct from auth.uid() then
      raise exception 'You can only write your own scorecard' using errcode = '42501';
    end if;
    select * into event from public.calendar_events e where e.id = new.event_id and not e._deleted;
    select a.company_id into application_company
      from public.job_applications a where a.id = new.application_id and not a._deleted;
    if event.id is null or application_company is null or event.kind <> 'interview'
       or event.job_application_id is distinct from new.application_id
       or not (event.organizer_id = new.author_id or new.author_id = any (event.attendee_ids)) then
      raise exception 'Only an interviewer of this interview can score it' using errcode = '42501';
    end if;
    if application_company not in (select private.member_company_ids()) then
      raise exception 'Only members of the hiring company can score its interviews' using errcode = '42501';
    end if;
    if event.status <> 'confirmed' or event.ends_at > now() then
      raise exception 'A scorecard can be added once the interview has taken place' using errcode = '22023';
    end if;
    new.company_id := application_company;
    new.created_at := now();
  else
    perform private.reject_other_column_changes(
      to_jsonb(old), to_jsonb(new),
      array['ratings', 'recommendation', 'notes', 'updated_at', '_deleted'],
      'A scorecard''s interview, application and author');
    if new.company_id not in (select private.member_company_ids()) then
      raise exception 'Only members of the hiring company can score its interviews' using errcode = '42501';
    end if;
  end if;
  if not private.valid_scorecard_ratings(new.ratings) then
    raise exception 'Rate communication, professional skills and each skill from 1 to 4' using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.interview_scorecards
  for each row execute function private.guard_interview_scorecard_write();

-- A device names a record by its id alone (20261128011000_record_ids_unique_across_tables.sql).
create trigger claim_record_id before insert or update of id on public.interview_scorecards
  for each row execute function private.claim_record_id();

create policy "Company reviewers and the author can read scorecards"
  on public.interview_scorecards for select to authenticated
  using (author_id = (select auth.uid())
         or company_id in (select private.company_ids_with_role(private.application_reviewer_roles())));

create policy "Interviewers can add their own scorecard"
  on public.interview_scorecards for insert to authenticated
  with check (author_id = (select auth.uid()));

create policy "Authors can change their own scorecard"
  on public.interview_scorecards for update to authenticated
  using (author_id = (select auth.uid()))
  with check (author_id = (select auth.uid()));

revoke all on table public.interview_scorecards from anon, authenticated;
grant select, insert, update on table public.interview_scorecards to authenticated;
grant select, insert, update, delete on table public.interview_scorecards to service_role;

select private.apply_replication_contract('public.interview_scorecards');
select private.restrict_table_grants();
select private.restrict_private_functions();
