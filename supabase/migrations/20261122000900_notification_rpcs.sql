-- The notification RPCs of the product: queue_notification, send_notification_immediately
-- and process_notification_queue_batch. Argument names are the snake_case forms of the
-- specification's payload (notification type, template id, channel, recipient user id,
-- recipient email, template variables, company id, priority, scheduled-for time).
--
-- Who may send: the service role and internal staff to anyone; a company member on behalf
-- of that company (company_id) to anyone; any signed-in user to themselves. Only internal
-- admins and the service role may process the queue.

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
  if not coalesce(
       private.is_service_request()
       or public.is_internal_user()
       or (p_company is not null and public.is_company_member(p_company))
       or (p_user = caller and (p_email is null
           or lower(p_email) = lower((select u.email from auth.users u where u.id = caller)))), false) then
    raise exception 'You can only send notifications to yourself, or on behalf of a company you belong to'
      using errcode = '42501';
  end if;

  insert into public.notification_queue (
    notification_type, template_id, channel, recipient_user_id, recipient_email,
    template_variables, company_id, priority, scheduled_for, created_by)
  values (kind, p_template, via, p_user, nullif(btrim(p_email), ''), coalesce(p_variables, '{}'::jsonb),
          p_company, p_priority, coalesce(p_scheduled_for, now()), caller)
  returning id into queued;
  return queued;
end;
$$;

create or replace function public.queue_notification(
  notification_type text,
  template_id text,
  channel text default 'email',
  recipient_user_id uuid default null,
  recipient_email text default null,
  template_variables jsonb default '{}'::jsonb,
  company_id uuid default null,
  priority integer default 5,
  scheduled_for timestamptz default now())
returns uuid
language sql
security definer
set search_path = ''
as $$
  select private.enqueue_notification($1, $2, $3, $4, $5, $6, $7, $8, $9)
$$;

comment on function public.queue_notification(text, text, text, uuid, text, jsonb, uuid, integer, timestamptz) is
  'Queues a templated notification and returns its queue id. channel is email (default) or in_app; priority 1 (most urgent) to 10, default 5; scheduled_for defaults to now.';

create or replace function public.send_notification_immediately(
  notification_type text,
  template_id text,
  channel text default 'email',
  recipient_user_id uuid default null,
  recipient_email text default null,
  template_variables jsonb default '{}'::jsonb,
  company_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued uuid := private.enqueue_notification($1, $2, $3, $4, $5, $6, $7, 1, now());
  delivered uuid := private.deliver_queued_notification(queued);
  item public.notification_queue;
begin
  select * into item from public.notification_queue q where q.id = queued;
  return jsonb_build_object(
    'success', delivered is not null,
    'queue_id', queued,
    'channel', item.channel,
    'delivered_id', delivered,
    'error', item.error);
end;
$$;

comment on function public.send_notification_immediately(text, text, text, uuid, text, jsonb, uuid) is
  'Renders and delivers a templated notification now. Returns {success, queue_id, channel, delivered_id, error}.';

create or replace function public.process_notification_queue_batch(batch_size integer default 50)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_id uuid;
  processed integer := 0;
  failed integer := 0;
begin
  if not (private.is_service_request() or public.is_internal_admin()) then
    raise exception 'Only internal admins can process the notification queue' using errcode = '42501';
  end if;
  if batch_size is null or batch_size not between 1 and 500 then
    raise exception 'batch_size must be between 1 and 500' using errcode = 'P0001';
  end if;
  for next_id in
    select q.id from public.notification_queue q
     where q.status = 'pending' and q.scheduled_for <= now()
     order by q.priority, q.scheduled_for, q.created_at
     limit batch_size
     for update skip locked
  loop
    if private.deliver_queued_notification(next_id) is null then
      failed := failed + 1;
    else
      processed := processed + 1;
    end if;
  end loop;
  return jsonb_build_object('processed', processed, 'failed', failed);
end;
$$;

comment on function public.process_notification_queue_batch(integer) is
  'Delivers up to batch_size due queued notifications (in-app rows or outbox e-mails). Returns {processed, failed}. Internal admins and the service role only.';
