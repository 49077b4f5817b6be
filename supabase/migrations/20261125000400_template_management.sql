-- E-mail Templates for the internal portal: the merge fields a template may use, each with a
-- sample value for previews and tests, checked by the database whoever saves (a template with
-- an unknown {{field}}, or braces that are not a field, is refused with words); archiving,
-- after which a template can no longer be queued; and 'Send test', which sends a template
-- with the sample values to the caller through the queue.

create table public.template_merge_fields (
  name text primary key check (name ~ '^[a-z][a-z0-9_]*$' and char_length(name) <= 60),
  description text not null,
  sample text not null
);

comment on table public.template_merge_fields is
  'The {{fields}} notification templates may use, with what each holds and a sample value for previews and test sends. Read by internal staff; changed by migrations.';

insert into public.template_merge_fields (name, description, sample) values
  ('recipient_name', 'The recipient''s first name', 'Maya'),
  ('first_name', 'The recipient''s first name (outreach)', 'Maya'),
  ('company_name', 'The company''s name', 'Acme Robotics'),
  ('job_title', 'The job''s title', 'Senior Frontend Engineer'),
  ('candidate_name', 'The applicant''s full name', 'Lena Fischer'),
  ('inviter_name', 'Who sent the invitation', 'Daniel Reyes'),
  ('role_label', 'The role offered in an invitation', 'HR Manager'),
  ('recruiter_name', 'The recruiter''s full name', 'Priya Raman'),
  ('interview_time', 'When an interview starts, in words', 'Thursday, 3 December at 10:00 UTC'),
  ('start_date', 'A hire''s first day', '4 January 2027'),
  ('assessment_name', 'An assessment''s name', 'Frontend take-home'),
  ('score', 'A score out of 100', '86'),
  ('unread_count', 'How many messages are unread', '3'),
  ('latest_sender', 'Who wrote last', 'Jonas Lindqvist');

alter table public.template_merge_fields enable row level security;

create policy "Internal staff can read merge fields"
  on public.template_merge_fields for select to authenticated
  using ((select public.is_internal_user()));

revoke all on table public.template_merge_fields from anon, authenticated;
grant select on table public.template_merge_fields to authenticated;
grant select, insert, update, delete on table public.template_merge_fields to service_role;

alter table public.notification_templates add column archived_at timestamptz;
comment on column public.notification_templates.archived_at is
  'When the template was archived: it stays for history and for duplicating, but nothing new may be queued with it.';

create or replace function private.check_template_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  text_of text := coalesce(new.subject, '') || E'\n' || coalesce(new.body, '');
  unknown text;
begin
  -- Braces that are not a well-formed {{field}} would reach people as they are.
  if regexp_replace(text_of, '\{\{\s*[A-Za-z0-9_]+\s*\}\}', '', 'g') ~ '(\{\{|\}\})' then
    raise exception 'Merge fields are written like {{job_title}}: letters, digits and underscores inside double braces'
      using errcode = '22023';
  end if;
  select string_agg(distinct '{{' || m[1] || '}}', ', ') into unknown
    from regexp_matches(text_of, '\{\{\s*([A-Za-z0-9_]+)\s*\}\}', 'g') as m
   where not exists (select 1 from public.template_merge_fields f where f.name = m[1]);
  if unknown is not null then
    raise exception 'Unknown merge field %: use one of the listed fields', unknown using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger check_fields before insert or update of subject, body on public.notification_templates
  for each row execute function private.check_template_fields();

create or replace function private.refuse_archived_template()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.notification_templates t where t.id = new.template_id and t.archived_at is not null) then
    raise exception 'The template % is archived; restore it or choose another', new.template_id using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger refuse_archived before insert on public.notification_queue
  for each row execute function private.refuse_archived_template();

create or replace function public.send_template_test(template_id text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  template public.notification_templates;
  variables jsonb;
  queued uuid;
begin
  if not public.is_internal_admin() then
    raise exception 'Only internal admins can send test e-mails' using errcode = '42501';
  end if;
  select * into template from public.notification_templates t where t.id = send_template_test.template_id;
  if template.id is null then
    raise exception 'No such template' using errcode = '22023';
  end if;
  select coalesce(jsonb_object_agg(f.name, f.sample), '{}'::jsonb) into variables from public.template_merge_fields f;
  -- An archived template is tested too: that is how staff check one before restoring it.
  insert into public.notification_queue
    (notification_type, template_id, channel, recipient_user_id, template_variables, priority, created_by)
  select template.type, template.id, template.channel, auth.uid(), variables, 1, auth.uid()
   where template.archived_at is null
  returning id into queued;
  if queued is null then
    raise exception 'The template % is archived; restore it to send a test', template.id using errcode = 'P0001';
  end if;
  if private.deliver_queued_notification(queued) is null then
    raise exception '%', (select q.error from public.notification_queue q where q.id = queued) using errcode = 'P0001';
  end if;
  return queued;
end;
$$;

comment on function public.send_template_test(text) is
  'Internal admins: sends the template, filled with every merge field''s sample, to the caller (their e-mail, or in the app) through the queue, at once. Returns the queue row.';

revoke all on function public.send_template_test(text) from public, anon;
grant execute on function public.send_template_test(text) to authenticated, service_role;

select private.restrict_table_grants();
select private.restrict_private_functions();
