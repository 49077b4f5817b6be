-- The chat of a job application: conversations now point at real jobs and applications, and
-- open_application_conversation() gives the candidate or a member of the hiring company the
-- application's conversation, making it on first use. Both people end up active
-- participants, so it shows in the chat list of each.

alter table public.conversations
  add constraint conversations_job_fk foreign key (job_id) references public.jobs (id) on delete set null,
  add constraint conversations_job_application_fk foreign key (job_application_id)
    references public.job_applications (id) on delete cascade;

-- Who speaks for the company when the candidate opens the chat first: the job's author if
-- still on the team, otherwise the company's longest-standing owner.
create or replace function private.application_company_contact(app public.job_applications)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id from public.company_team_members m
   where m.company_id = app.company_id and not m._deleted and m.user_id <> app.user_id
   order by (m.user_id = (select j.created_by from public.jobs j where j.id = app.job_id)) desc,
            (m.member_role = 'company_owner') desc, m.joined_at, m.id
   limit 1
$$;

create or replace function public.open_application_conversation(application_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  app public.job_applications;
  job public.jobs;
  company_name text;
  company_side uuid;
  conv uuid;
  created boolean := false;
begin
  if application_id is null then
    raise exception 'application_id is required' using errcode = '22004';
  end if;
  if caller is null then
    raise exception 'Opening an application''s conversation needs a signed-in user' using errcode = '42501';
  end if;
  -- Locking the application serialises concurrent opens, so it never gets two conversations.
  select * into app from public.job_applications a where a.id = application_id for update;
  if app.id is null or app._deleted then
    raise exception 'Application % not found', application_id using errcode = 'P0001';
  end if;
  if app.user_id <> caller and not public.is_company_member(app.company_id) then
    raise exception 'Only the candidate and members of the hiring company can open this application''s conversation'
      using errcode = '42501';
  end if;

  -- Only conversations made for the hiring company count: a client could make an
  -- 'application' conversation of its own, but only in a company it belongs to.
  select c.id into conv from public.conversations c
   where c.job_application_id = app.id and c.conversation_category = 'application'
     and c.company_id = app.company_id and not c._deleted
   order by c.created_at, c.id
   limit 1;

  if conv is null then
    company_side := case when caller = app.user_id then private.application_company_contact(app) else caller end;
    select * into job from public.jobs j where j.id = app.job_id;
    select c.name into company_name from public.companies c where c.id = app.company_id;
    insert into public.conversations (title, conversation_type, conversation_category, access_level, description,
                                      company_id, job_id, job_application_id, created_by)
    values (left('Application: ' || job.title, 200), 'group', 'application', 'private',
            left('Application conversation for ' || job.title || ' at ' || company_name || '.', 2000),
            app.company_id, app.job_id, app.id, coalesce(company_side, caller))
    returning id into conv;
    created := true;
  end if;

  -- The caller asked for the chat, so they are (back) in it; the candidate is added if
  -- missing, but someone who left is not pulled back in. A new conversation started by the
  -- candidate gets the company's contact too; its creator owns it.
  insert into public.conversation_participants as p (conversation_id, user_id, participant_role, user_type)
  values (conv, caller, case when created and caller <> app.user_id then 'owner' else 'member' end,
          case when caller = app.user_id then 'talent' else 'company' end::public.participant_user_type)
  on conflict (conversation_id, user_id) do update
    set is_active = true, _deleted = false
    where not p.is_active or p._deleted;

  if caller <> app.user_id then
    insert into public.conversation_participants (conversation_id, user_id, participant_role, user_type)
    values (conv, app.user_id, 'member', 'talent')
    on conflict (conversation_id, user_id) do nothing;
  elsif created and company_side is not null then
    insert into public.conversation_participants (conversation_id, user_id, participant_role, user_type)
    values (conv, company_side, 'owner', 'company')
    on conflict (conversation_id, user_id) do nothing;
  end if;
  return conv;
end;
$$;

comment on function public.open_application_conversation(uuid) is
  'The application''s conversation (category application, titled ''Application: {job title}''), made if none exists, with the caller and the candidate as participants. For the candidate and members of the hiring company. Idempotent.';

revoke execute on function public.open_application_conversation(uuid) from public, anon;
grant execute on function public.open_application_conversation(uuid) to authenticated, service_role;
