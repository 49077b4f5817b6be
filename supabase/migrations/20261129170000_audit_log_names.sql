-- The audit log as staff read it, with people named: who made each change, whom it concerns, any
-- person the change itself names by id (a ticket's assignee), and what the target is (a
-- ticket's subject, a template's name, a placement's job). Resolved here, in one staff-only call,
-- so the screen neither shows ids nor reads profiles line by line. A line outlives the accounts
-- it names: a person who is gone is named by the address kept on the line, else not at all.

-- How the audit log names a person: display name, else first and last name, else their address.
create or replace function private.audit_person_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(p.display_name), ''),
    nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''),
    u.email::text)
  from (select 1) one
  left join public.user_profiles p on p.user_id = person and not p._deleted
  left join auth.users u on u.id = person
  where person is not null
$$;

comment on function private.audit_person_name(uuid) is
  'How the audit log names a person: display name, else first and last name, else their e-mail address; null for nobody.';

-- What a line's target is, in words, where its id alone says nothing to a person.
create or replace function private.audit_target_label(target_type text, target_id text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case target_type
    when 'support_ticket' then (select t.subject from public.support_tickets t where t.id::text = target_id)
    when 'notification_template' then (select t.name from public.notification_templates t where t.id = target_id)
    when 'placement' then (
      select j.title || ' at ' || c.name
        from public.placements pl
        join public.jobs j on j.id = pl.job_id
        join public.companies c on c.id = pl.company_id
       where pl.id::text = target_id)
    when 'internal_staff_invitation' then (
      select i.email::text from public.internal_staff_invitations i where i.id::text = target_id)
  end
$$;

comment on function private.audit_target_label(text, text) is
  'The audit log target in words: a ticket''s subject, a template''s name, a placement''s job and company, an invited address.';

create or replace function public.internal_audit_log(
  actor text default null,
  action_name text default null,
  target text default null,
  subject uuid default null,
  from_day date default null,
  to_day date default null,
  page_number int default 0,
  page_size int default 25
)
returns table (
  id bigint, actor_id uuid, actor_email text, actor_name text, action text, target_type text,
  target_id text, target_label text, subject_user_id uuid, subject_name text, before jsonb, after jsonb,
  people jsonb, created_at timestamptz, total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(coalesce(actor, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  wanted text := nullif(btrim(coalesce(target, '')), '');
begin
  perform private.require_internal_rank(1, 'Only internal staff can read the audit log');
  if page_number < 0 or page_size not between 1 and 100 then
    raise exception 'Ask for a page from 0, of 1 to 100 lines' using errcode = '22023';
  end if;
  if from_day > to_day then
    raise exception 'The first day must be on or before the last day' using errcode = '22023';
  end if;
  return query
    with matching as (
      select l.*, private.audit_person_name(l.actor_id) as named_actor, count(*) over () as all_lines
        from public.audit_log l
       where (action_name is null or l.action = action_name)
         and (subject is null or l.subject_user_id = subject)
         and (wanted is null or l.target_id = wanted or l.subject_user_id::text = wanted)
         and (from_day is null or l.created_at >= from_day::timestamp at time zone 'utc')
         and (to_day is null or l.created_at < (to_day + 1)::timestamp at time zone 'utc')
         and (btrim(coalesce(actor, '')) = ''
              or l.actor_email ilike pattern
              or private.audit_person_name(l.actor_id) ilike pattern)
       order by l.id desc
       offset page_number * page_size
       limit page_size
    )
    select m.id, m.actor_id, m.actor_email, coalesce(m.named_actor, m.actor_email), m.action, m.target_type,
           m.target_id, private.audit_target_label(m.target_type, m.target_id), m.subject_user_id,
           private.audit_person_name(m.subject_user_id), m.before, m.after,
           -- People the change names by id (an assignee before and after), each with their name.
           coalesce((
             select jsonb_object_agg(ids.person, private.audit_person_name(ids.person::uuid))
               from (select distinct x.person
                       from (values (m.before ->> 'assignee_id'), (m.after ->> 'assignee_id')) as x (person)
                      where x.person ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') ids
           ), '{}'::jsonb),
           m.created_at, m.all_lines
      from matching m
     order by m.id desc;
end;
$$;

comment on function public.internal_audit_log(text, text, text, uuid, date, date, int, int) is
  'Internal staff: the audit log newest first, a page at a time, filtered by actor (name or e-mail), action, target or person concerned, and days; each line with the people it names resolved to names and its target in words.';

revoke all on function public.internal_audit_log(text, text, text, uuid, date, date, int, int) from public, anon;
grant execute on function public.internal_audit_log(text, text, text, uuid, date, date, int, int)
  to authenticated, service_role;

select private.restrict_private_functions();
