-- Outreach campaigns: a recruiter's list of candidates, a first e-mail and up to 3 follow-ups,
-- each an e-mail template (id starting 'recruiter_outreach') sent after a delay in days. They
-- run from the database, through the notification queue and the e-mail outbox: start_campaign
-- queues every recipient's first step; advance_campaigns (the scheduler's, like pg_cron's)
-- marks recipients sent once their step left the queue, queues the next step when it is due,
-- and finishes sequences and campaigns. A reply in chat from a recipient stops their sequence.
-- The recruiter alone reads and writes their campaigns. Mirrored on the device.

create table public.recruiter_campaigns (
  id uuid primary key default gen_random_uuid(),
  recruiter_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  job_id uuid references public.jobs (id) on delete set null,
  steps jsonb not null default '[]'::jsonb check (jsonb_typeof(steps) = 'array'),
  status text not null default 'draft' check (status in ('draft', 'running', 'stopped', 'finished')),
  started_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.recruiter_campaigns is
  'A recruiter''s outreach campaign: steps [{template_id, delay_days}] (the first, then up to 3 follow-ups), optionally about a job. draft → running → finished, or stopped. Mirrored on the device.';

create table public.campaign_recipients (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.recruiter_campaigns (id) on delete cascade,
  recruiter_id uuid not null references auth.users (id) on delete cascade,
  candidate_id uuid references public.recruiter_candidates (id) on delete set null,
  talent_id uuid references auth.users (id) on delete set null,
  email text not null check (char_length(email) <= 254 and email ~* '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 200),
  state text not null default 'queued' check (state in ('queued', 'sent', 'replied', 'stopped', 'finished')),
  current_step integer not null default 0,
  next_step_at timestamptz,
  last_queue_id uuid references public.notification_queue (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.campaign_recipients is
  'A campaign''s recipient: copied from the recruiter''s candidate (e-mail, name, talent), and where their sequence stands: queued, sent (current_step done), replied (a chat reply stopped it), stopped (by the recruiter) or finished. Mirrored on the device.';

create index recruiter_campaigns_recruiter_idx on public.recruiter_campaigns (recruiter_id);
create index campaign_recipients_campaign_idx on public.campaign_recipients (campaign_id);
create index campaign_recipients_due_idx on public.campaign_recipients (next_step_at) where state = 'sent';
create unique index campaign_recipients_once_key on public.campaign_recipients (campaign_id, lower(email)) where not _deleted;

insert into public.notification_templates (id, name, type, channel, subject, body) values
  ('recruiter_outreach_intro', 'Recruiter outreach: introduction', 'application', 'email',
   'An opportunity for you, {{first_name}}',
   E'Hi {{first_name}},\n\nI am {{recruiter_name}}, a recruiter on Evee. I am working on the {{job_title}} role and think your background fits it well. Would you be open to a short call this week?\n\nBest,\n{{recruiter_name}}'),
  ('recruiter_outreach_follow_up', 'Recruiter outreach: follow-up', 'application', 'email',
   'Following up on {{job_title}}',
   E'Hi {{first_name}},\n\nJust checking whether you saw my note about the {{job_title}} role. Happy to share more details whenever suits you.\n\n{{recruiter_name}}'),
  ('recruiter_outreach_last_call', 'Recruiter outreach: last note', 'application', 'email',
   'Last note about {{job_title}}',
   E'Hi {{first_name}},\n\nI will not write again about the {{job_title}} role; if the timing changes, reply here or find me on Evee.\n\n{{recruiter_name}}')
on conflict (id) do nothing;

-- A campaign's steps: 1 to 4, the first without delay, templates that exist, e-mail, outreach
-- templates, and only merge fields a recipient can fill.
create or replace function private.check_campaign_steps(steps jsonb)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  step jsonb;
  i integer := 0;
  template public.notification_templates;
  field text;
begin
  if jsonb_array_length(steps) not between 1 and 4 then
    raise exception 'A campaign has a first message and up to 3 follow-ups' using errcode = '22023';
  end if;
  for step in select * from jsonb_array_elements(steps) loop
    select * into template from public.notification_templates t where t.id = step ->> 'template_id';
    if template.id is null or template.channel <> 'email' or template.id not like 'recruiter_outreach%' then
      raise exception 'Choose an outreach e-mail template for step %', i + 1 using errcode = '22023';
    end if;
    if jsonb_typeof(step -> 'delay_days') is distinct from 'number' or (step ->> 'delay_days')::numeric not between 0 and 60
       or (i = 0 and (step ->> 'delay_days')::numeric <> 0) then
      raise exception 'Step % waits 0 to 60 days (the first sends at once)', i + 1 using errcode = '22023';
    end if;
    for field in select m[1] from regexp_matches(template.subject || template.body, '\{\{\s*([A-Za-z0-9_]+)\s*\}\}', 'g') m loop
      if field not in ('first_name', 'full_name', 'recruiter_name', 'job_title', 'company_name') then
        raise exception 'Unknown merge field {{%}}', field using errcode = '22023';
      end if;
    end loop;
    i := i + 1;
  end loop;
end;
$$;

create or replace function private.guard_campaign_write()
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
      raise exception 'Only recruiters run campaigns' using errcode = '42501';
    end if;
    new.recruiter_id := auth.uid();
    new.status := 'draft';
    new.started_at := null;
    new.created_at := now();
    new._deleted := false;
  else
    perform private.reject_other_column_changes(
      to_jsonb(old), to_jsonb(new), array['name', 'job_id', 'steps', 'status', 'updated_at', '_deleted'], 'A campaign');
    if old.status <> 'draft' and (new.name, new.job_id, new.steps) is distinct from (old.name, old.job_id, old.steps) then
      raise exception 'A started campaign cannot be edited' using errcode = '42501';
    end if;
    if new.status is distinct from old.status and not (old.status = 'running' and new.status = 'stopped') then
      raise exception 'A campaign is started with start_campaign and can then only be stopped' using errcode = '42501';
    end if;
  end if;
  perform private.check_campaign_steps(new.steps);
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.recruiter_campaigns
  for each row execute function private.guard_campaign_write();

create or replace function private.guard_campaign_recipient_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  campaign public.recruiter_campaigns;
  candidate public.recruiter_candidates;
begin
  if not private.is_client_write() then
    if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    select * into campaign from public.recruiter_campaigns c where c.id = new.campaign_id and not c._deleted;
    if campaign.id is null or campaign.recruiter_id <> auth.uid() then
      raise exception 'Add recipients to your own campaigns' using errcode = '42501';
    end if;
    if campaign.status <> 'draft' then
      raise exception 'Recipients are added before the campaign starts' using errcode = '42501';
    end if;
    select * into candidate from public.recruiter_candidates c
     where c.id = new.candidate_id and c.recruiter_id = auth.uid() and not c._deleted;
    if candidate.id is null then
      raise exception 'Recipients come from your candidates' using errcode = '42501';
    end if;
    if candidate.email is null then
      raise exception 'This candidate has no e-mail address' using errcode = '22023';
    end if;
    new.recruiter_id := auth.uid();
    new.talent_id := candidate.talent_id;
    new.email := candidate.email;
    new.full_name := candidate.full_name;
    new.state := 'queued';
    new.current_step := 0;
    new.next_step_at := null;
    new.last_queue_id := null;
    new.created_at := now();
    new._deleted := false;
  else
    perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['state', 'updated_at', '_deleted'], 'A recipient');
    if new.state is distinct from old.state and not (new.state = 'stopped' and old.state in ('queued', 'sent')) then
      raise exception 'A recipient can only be stopped' using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.campaign_recipients
  for each row execute function private.guard_campaign_recipient_write();

-- Queues one step of a recipient's sequence.
create or replace function private.queue_campaign_step(recipient public.campaign_recipients, step integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.recruiter_campaigns;
  job public.jobs;
  queued uuid;
begin
  select * into campaign from public.recruiter_campaigns c where c.id = recipient.campaign_id;
  job := private.job_of(campaign.job_id);
  insert into public.notification_queue (notification_type, template_id, channel, recipient_email, template_variables,
                                         company_id, created_by)
  values ('application', campaign.steps -> step ->> 'template_id', 'email', recipient.email,
          jsonb_build_object(
            'first_name', split_part(btrim(recipient.full_name), ' ', 1),
            'full_name', recipient.full_name,
            'recruiter_name', private.person_name(campaign.recruiter_id),
            'job_title', coalesce(job.title, 'the role'),
            'company_name', coalesce((select c.name from public.companies c where c.id = job.company_id), 'the company')),
          job.company_id, campaign.recruiter_id)
  returning id into queued;
  return queued;
end;
$$;

create or replace function public.start_campaign(campaign_id uuid)
returns public.recruiter_campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.recruiter_campaigns;
  r public.campaign_recipients;
begin
  select * into campaign from public.recruiter_campaigns c where c.id = campaign_id and not c._deleted for update;
  if campaign.id is null or campaign.recruiter_id is distinct from auth.uid() then
    raise exception 'Start your own campaigns' using errcode = '42501';
  end if;
  if campaign.status <> 'draft' then
    raise exception 'This campaign has already started' using errcode = '22023';
  end if;
  if not exists (select 1 from public.campaign_recipients x where x.campaign_id = campaign.id and not x._deleted) then
    raise exception 'Add at least one recipient' using errcode = '22023';
  end if;
  for r in select * from public.campaign_recipients x where x.campaign_id = campaign.id and not x._deleted loop
    update public.campaign_recipients x
       set state = 'queued', current_step = 0, last_queue_id = private.queue_campaign_step(r, 0), next_step_at = null
     where x.id = r.id;
  end loop;
  update public.recruiter_campaigns c set status = 'running', started_at = now() where c.id = campaign.id
  returning * into campaign;
  return campaign;
end;
$$;

comment on function public.start_campaign(uuid) is
  'Starts a draft campaign of the caller''s: every recipient''s first e-mail goes into the notification queue.';

create or replace function public.advance_campaigns()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  sent integer := 0;
  queued integer := 0;
  finished integer := 0;
begin
  if not (private.is_service_request() or public.is_internal_admin()) then
    raise exception 'Only the scheduler and internal admins advance campaigns' using errcode = '42501';
  end if;
  -- A queued step that left the queue: sent, and the next step's time set (or the end).
  for r in
    select x.id, x.current_step, c.steps
      from public.campaign_recipients x
      join public.recruiter_campaigns c on c.id = x.campaign_id
      join public.notification_queue q on q.id = x.last_queue_id
     where x.state = 'queued' and q.status = 'processed' and c.status = 'running' and not x._deleted
  loop
    if r.current_step + 1 < jsonb_array_length(r.steps) then
      update public.campaign_recipients x
         set state = 'sent',
             next_step_at = now() + make_interval(days => (r.steps -> (r.current_step + 1) ->> 'delay_days')::integer)
       where x.id = r.id;
    else
      update public.campaign_recipients x set state = 'finished', next_step_at = null where x.id = r.id;
      finished := finished + 1;
    end if;
    sent := sent + 1;
  end loop;
  -- A follow-up that is due.
  for r in
    select x.* from public.campaign_recipients x
      join public.recruiter_campaigns c on c.id = x.campaign_id
     where x.state = 'sent' and x.next_step_at <= now() and c.status = 'running' and not x._deleted
  loop
    update public.campaign_recipients x
       set state = 'queued', current_step = r.current_step + 1, next_step_at = null,
           last_queue_id = private.queue_campaign_step((select y from public.campaign_recipients y where y.id = r.id), r.current_step + 1)
     where x.id = r.id;
    queued := queued + 1;
  end loop;
  update public.recruiter_campaigns c
     set status = 'finished'
   where c.status = 'running'
     and not exists (select 1 from public.campaign_recipients x
                      where x.campaign_id = c.id and not x._deleted and x.state in ('queued', 'sent'));
  return jsonb_build_object('sent', sent, 'queued', queued, 'finished', finished);
end;
$$;

comment on function public.advance_campaigns() is
  'Moves campaign sequences on: recipients whose step left the queue are sent (or finished), due follow-ups are queued, campaigns with nobody left are finished. Run by the scheduler (pg_cron on a hosted project) or internal admins.';

-- A recipient who writes to the recruiter in chat has replied: their sequence stops.
create or replace function private.stop_sequence_on_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.campaign_recipients x
     set state = 'replied', next_step_at = null
   where x.talent_id = new.sender_id and x.state in ('queued', 'sent') and not x._deleted
     and exists (
       select 1 from public.conversation_participants p
        where p.conversation_id = new.conversation_id and p.user_id = x.recruiter_id);
  return null;
end;
$$;

create trigger stop_campaign_sequence after insert on public.conversation_messages
  for each row when (new.sender_id is not null) execute function private.stop_sequence_on_reply();

create policy "Recruiters can read their campaigns"
  on public.recruiter_campaigns for select to authenticated using (recruiter_id = (select auth.uid()));
create policy "Recruiters can create campaigns for themselves"
  on public.recruiter_campaigns for insert to authenticated with check (recruiter_id = (select auth.uid()));
create policy "Recruiters can change their campaigns"
  on public.recruiter_campaigns for update to authenticated
  using (recruiter_id = (select auth.uid())) with check (recruiter_id = (select auth.uid()));

create policy "Recruiters can read their campaigns' recipients"
  on public.campaign_recipients for select to authenticated using (recruiter_id = (select auth.uid()));
create policy "Recruiters can add recipients to their campaigns"
  on public.campaign_recipients for insert to authenticated with check (recruiter_id = (select auth.uid()));
create policy "Recruiters can stop their campaigns' recipients"
  on public.campaign_recipients for update to authenticated
  using (recruiter_id = (select auth.uid())) with check (recruiter_id = (select auth.uid()));

revoke all on table public.recruiter_campaigns, public.campaign_recipients from anon, authenticated;
grant select, insert, update on table public.recruiter_campaigns, public.campaign_recipients to authenticated;
grant select, insert, update, delete on table public.recruiter_campaigns, public.campaign_recipients to service_role;

revoke all on function public.start_campaign(uuid), public.advance_campaigns() from public, anon;
grant execute on function public.start_campaign(uuid), public.advance_campaigns() to authenticated, service_role;

select private.apply_replication_contract('public.recruiter_campaigns');
select private.apply_replication_contract('public.campaign_recipients');
select private.restrict_table_grants();
select private.restrict_private_functions();
