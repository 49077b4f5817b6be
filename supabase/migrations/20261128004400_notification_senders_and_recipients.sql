-- Who may send which notification to whom through queue_notification and
-- send_notification_immediately. Before, anyone could create a company and then send any
-- template, internal ones included, with words of their choosing, to any user id or e-mail.
--
--   - Templates: internal admins (and the service role) send any template; everyone else only
--     templates marked company_may_send (an internal admin decides, per template).
--   - Recipients: internal admins and the service role anyone. Anyone else themselves, or, on
--     behalf of a company they belong to (company_id), only people the company has a real
--     relationship with: its team, the people it invited (pending invitation), and talent who
--     applied to its jobs (application not withdrawn). A user id with an e-mail must be that
--     user's address; an invitee's account counts only once its address is confirmed.
--   - Variables are text: only the merge fields of template_merge_fields, each a string,
--     number or boolean of at most 200 characters, and no links (a URL scheme, www., a domain
--     with a path or a common top-level domain): Evee's templates carry Evee's own links, so a
--     sender's link is refused rather than stripped (22023, in words). For a company sender,
--     company_name is the company's own name, whatever was sent. (E-mails escape variables as
--     HTML when rendered: migration 20261128004500.)
--   - Signed-out visitors may not call either RPC.

alter table public.notification_templates add column company_may_send boolean not null default false;

comment on column public.notification_templates.company_may_send is
  'Whether company members may send this template (to their team, invitees and applicants) through queue_notification and send_notification_immediately; otherwise only internal admins and the service role.';

update public.notification_templates
   set company_may_send = true
 where id in ('company_invitation_email', 'application_received', 'interview_scheduled_email', 'grading_complete');

-- Whether the company may notify the person (a user id) or address: see the header.
create or replace function private.company_may_notify(company uuid, person uuid, address text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when person is not null then
      (address is null or lower(btrim(address)) = (select lower(u.email) from auth.users u where u.id = person))
      and (
        exists (select 1 from public.company_team_members m
                 where m.company_id = company and m.user_id = person and not m._deleted)
        or exists (select 1 from public.job_applications a
                    where a.company_id = company and a.user_id = person and not a._deleted)
        or exists (select 1 from public.company_invitations i
                    where i.company_id = company and i.status = 'pending'
                      and lower(i.email) = private.confirmed_email(person)))
    else
      exists (select 1 from public.company_invitations i
               where i.company_id = company and i.status = 'pending' and lower(i.email) = lower(btrim(address)))
      or exists (
        select 1 from auth.users u
         where lower(u.email) = lower(btrim(address)) and u.email_confirmed_at is not null
           and (exists (select 1 from public.company_team_members m
                         where m.company_id = company and m.user_id = u.id and not m._deleted)
                or exists (select 1 from public.job_applications a
                            where a.company_id = company and a.user_id = u.id and not a._deleted)))
  end
$$;

comment on function private.company_may_notify(uuid, uuid, text) is
  'Whether a company may notify this user or address: its team, its pending invitees (an account only with the address confirmed) and its applicants.';

-- Variables are text: merge fields only, scalars, short, no links.
create or replace function private.check_notification_variables(variables jsonb)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  field record;
  value text;
begin
  for field in select key, v from jsonb_each(coalesce(variables, '{}'::jsonb)) as e(key, v) loop
    if not exists (select 1 from public.template_merge_fields f where f.name = field.key) then
      raise exception 'Unknown template variable "%": use the merge fields templates use', field.key using errcode = '22023';
    end if;
    if jsonb_typeof(field.v) not in ('string', 'number', 'boolean') then
      raise exception 'Template variable "%" must be text', field.key using errcode = '22023';
    end if;
    value := field.v #>> '{}';
    if char_length(value) > 200 then
      raise exception 'Keep template variable "%" to 200 characters', field.key using errcode = '22023';
    end if;
    if value ~* '([a-z][a-z0-9+.-]*://|\mwww\.|\m(mailto|javascript|data|vbscript|file|tel|sms):\S|[a-z0-9-]\.[a-z]{2,63}(/|:[0-9])|\m[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|io|co|app|dev|info|biz|xyz|me|ly|link|click|top|site|online|ru|cn|tk|gl|gg|to|ai|us|uk|de|eu)\M)' then
      raise exception 'Template variable "%" may not contain a link: Evee adds its own links', field.key using errcode = '22023';
    end if;
  end loop;
end;
$$;

create or replace function private.enqueue_notification(
  p_type text, p_template text, p_channel text, p_user uuid, p_email text,
  p_variables jsonb, p_company uuid, p_priority integer, p_scheduled_for timestamptz)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  kind public.notification_type;
  via public.notification_channel;
  caller uuid := auth.uid();
  staff boolean := private.is_service_request() or public.is_internal_admin();
  variables jsonb;
  queued uuid;
begin
  if caller is null and not private.is_service_request() then
    raise exception 'Authentication required to send notifications' using errcode = '42501';
  end if;
  if p_type is null or btrim(p_type) = '' then
    raise exception 'notification_type is required' using errcode = '22004';
  end if;
  if p_type not in (select unnest(enum_range(null::public.notification_type))::text) then
    raise exception 'Unknown notification type "%": expected company_invitation, application, interview, grading or chat', p_type
      using errcode = 'P0001';
  end if;
  kind := p_type::public.notification_type;
  if coalesce(p_channel, 'email') not in ('email', 'in_app') then
    raise exception 'Unknown channel "%": expected email or in_app', p_channel using errcode = 'P0001';
  end if;
  via := coalesce(p_channel, 'email')::public.notification_channel;
  if p_template is null then
    raise exception 'template_id is required' using errcode = '22004';
  end if;
  if not exists (select 1 from public.notification_templates t where t.id = p_template) then
    raise exception 'Template "%" does not exist', p_template using errcode = 'P0001';
  end if;
  if p_user is null and nullif(btrim(p_email), '') is null then
    raise exception 'A recipient is required: recipient_user_id or recipient_email' using errcode = '22004';
  end if;
  if via = 'in_app' and p_user is null then
    raise exception 'An in-app notification needs recipient_user_id' using errcode = '22004';
  end if;
  if p_user is not null and not exists (select 1 from auth.users u where u.id = p_user) then
    raise exception 'Recipient user % does not exist', p_user using errcode = 'P0001';
  end if;
  if p_email is not null and (char_length(p_email) > 254 or p_email !~ '^[^@[:space:]]+@[^@[:space:]]+$') then
    raise exception 'recipient_email is not a valid e-mail address' using errcode = 'P0001';
  end if;
  if p_variables is not null and jsonb_typeof(p_variables) <> 'object' then
    raise exception 'template_variables must be a JSON object' using errcode = 'P0001';
  end if;
  if p_company is not null and not exists (select 1 from public.companies c where c.id = p_company) then
    raise exception 'Company % does not exist', p_company using errcode = 'P0001';
  end if;
  if p_priority is null or p_priority not between 1 and 10 then
    raise exception 'priority must be between 1 (most urgent) and 10' using errcode = 'P0001';
  end if;
  variables := coalesce(p_variables, '{}'::jsonb);

  if not staff then
    if not (select t.company_may_send from public.notification_templates t where t.id = p_template) then
      raise exception 'Only Evee staff can send the template "%"', p_template using errcode = '42501';
    end if;
    if not coalesce(
         (p_user = caller and (p_email is null or lower(btrim(p_email)) = (select lower(u.email) from auth.users u where u.id = caller)))
         or (p_company is not null and public.is_company_member(p_company)
             and private.company_may_notify(p_company, p_user, p_email)), false) then
      raise exception 'You can only notify yourself, or for your company its team, the people it invited and its applicants'
        using errcode = '42501';
    end if;
  end if;
  if not private.is_service_request() then
    perform private.check_notification_variables(variables);
  end if;
  if not staff and p_company is not null and variables ? 'company_name' then
    variables := variables || jsonb_build_object('company_name', (select c.name from public.companies c where c.id = p_company));
  end if;

  insert into public.notification_queue (
    notification_type, template_id, channel, recipient_user_id, recipient_email,
    template_variables, company_id, priority, scheduled_for, created_by)
  values (kind, p_template, via, p_user, nullif(btrim(p_email), ''), variables,
          p_company, p_priority, coalesce(p_scheduled_for, now()), caller)
  returning id into queued;
  return queued;
end;
$$;

revoke all on function public.queue_notification(text, text, text, uuid, text, jsonb, uuid, integer, timestamptz) from public, anon;
revoke all on function public.send_notification_immediately(text, text, text, uuid, text, jsonb, uuid) from public, anon;
grant execute on function public.queue_notification(text, text, text, uuid, text, jsonb, uuid, integer, timestamptz) to authenticated, service_role;
grant execute on function public.send_notification_immediately(text, text, text, uuid, text, jsonb, uuid) to authenticated, service_role;

comment on function public.queue_notification(text, text, text, uuid, text, jsonb, uuid, integer, timestamptz) is
  'Queues a templated notification and returns its queue id. channel is email (default) or in_app; priority 1 (most urgent) to 10, default 5; scheduled_for defaults to now. Internal admins and the service role send any template to anyone; others send templates marked company_may_send to themselves or, for their company, to its team, invitees and applicants. Variables are merge fields, as text, without links.';

select private.restrict_table_grants();
select private.restrict_private_functions();
