-- Templated notifications: templates with {{variable}} placeholders, a queue of
-- notifications to send, and an outbox of rendered e-mails for the mail sender to pick up.
-- Delivery renders a template with its variables and either inserts an in-app notification
-- or writes the e-mail to the outbox. Internal admins and the service role run it.

create type public.notification_channel as enum ('email', 'in_app');
create type public.queue_status as enum ('pending', 'processed', 'failed');

create table public.notification_templates (
  id text primary key check (id ~ '^[a-z0-9]+(_[a-z0-9]+)*$' and char_length(id) <= 80),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  type public.notification_type not null,
  channel public.notification_channel not null default 'email',
  subject text not null check (char_length(subject) <= 200),
  body text not null check (char_length(body) <= 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.notification_templates is
  'Message templates for the notification queue. subject and body contain {{variable}} placeholders filled from the queued template_variables. Managed by internal staff (Email Templates).';

create table public.notification_queue (
  id uuid primary key default gen_random_uuid(),
  notification_type public.notification_type not null,
  template_id text not null references public.notification_templates (id),
  channel public.notification_channel not null default 'email',
  recipient_user_id uuid references auth.users (id) on delete cascade,
  recipient_email text check (char_length(recipient_email) <= 254),
  template_variables jsonb not null default '{}'::jsonb check (jsonb_typeof(template_variables) = 'object'),
  company_id uuid references public.companies (id) on delete set null,
  priority smallint not null default 5 check (priority between 1 and 10),
  scheduled_for timestamptz not null default now(),
  status public.queue_status not null default 'pending',
  error text,
  processed_at timestamptz,
  attempts integer not null default 0,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint notification_queue_has_recipient check (recipient_user_id is not null or recipient_email is not null)
);

comment on table public.notification_queue is
  'Notifications waiting to be rendered and delivered. priority 1 is the most urgent, 10 the least; due rows (scheduled_for <= now()) go out in priority order, then oldest first.';

create index notification_queue_due_idx on public.notification_queue (priority, scheduled_for) where status = 'pending';

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null check (char_length(to_email) <= 254),
  subject text not null,
  body text not null,
  template_id text references public.notification_templates (id) on delete set null,
  queue_id uuid references public.notification_queue (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

comment on table public.email_outbox is
  'Rendered e-mails waiting for the mail sender; sent_at is set once handed over. Locally, nothing is sent: the outbox is the mailbox.';

create index email_outbox_unsent_idx on public.email_outbox (created_at) where sent_at is null;

-- Replaces each {{name}} (spaces inside the braces allowed) with the variable's value;
-- a placeholder without a variable is an error, so nobody receives "Hello {{name}}".
create or replace function private.render_template(template text, variables jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  placeholder text[];
  result text := template;
begin
  for placeholder in select regexp_matches(template, '(\{\{\s*([A-Za-z0-9_]+)\s*\}\})', 'g') loop
    if not (variables ? placeholder[2]) or jsonb_typeof(variables -> placeholder[2]) = 'null' then
      raise exception 'Missing template variable: %', placeholder[2] using errcode = 'P0001';
    end if;
    result := replace(result, placeholder[1], variables ->> placeholder[2]);
  end loop;
  return result;
end;
$$;

-- Renders and delivers one queued row, marking it processed or failed with the reason.
-- Returns the id of the notification or outbox row, or null when it failed.
create or replace function private.deliver_queued_notification(queue_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  item public.notification_queue;
  template public.notification_templates;
  subject text;
  body text;
  to_address text;
  delivered uuid;
begin
  select * into item from public.notification_queue q where q.id = queue_id for update;
  begin
    select * into template from public.notification_templates t where t.id = item.template_id;
    if template.id is null then
      raise exception 'Template % does not exist', item.template_id using errcode = 'P0001';
    end if;
    subject := private.render_template(template.subject, item.template_variables);
    body := private.render_template(template.body, item.template_variables);
    if item.channel = 'in_app' then
      if item.recipient_user_id is null then
        raise exception 'An in-app notification needs a recipient user' using errcode = 'P0001';
      end if;
      insert into public.notifications (user_id, type, title, message, data)
      values (item.recipient_user_id, item.notification_type, subject, body,
              item.template_variables || jsonb_build_object('queue_id', item.id, 'template_id', item.template_id, 'company_id', item.company_id))
      returning id into delivered;
    else
      to_address := coalesce(item.recipient_email, (select u.email from auth.users u where u.id = item.recipient_user_id));
      if to_address is null then
        raise exception 'The recipient has no e-mail address' using errcode = 'P0001';
      end if;
      insert into public.email_outbox (to_email, subject, body, template_id, queue_id)
      values (to_address, subject, body, template.id, item.id)
      returning id into delivered;
    end if;
    update public.notification_queue q
       set status = 'processed', processed_at = now(), error = null, attempts = q.attempts + 1
     where q.id = item.id;
    return delivered;
  exception when others then
    update public.notification_queue q
       set status = 'failed', processed_at = now(), error = sqlerrm, attempts = q.attempts + 1
     where q.id = item.id;
    return null;
  end;
end;
$$;

alter table public.notification_templates enable row level security;
alter table public.notification_queue enable row level security;
alter table public.email_outbox enable row level security;

create policy "Internal staff can read notification templates"
  on public.notification_templates for select to authenticated
  using ((select public.is_internal_user()));

create policy "Internal admins can create notification templates"
  on public.notification_templates for insert to authenticated
  with check ((select public.is_internal_admin()));

create policy "Internal admins can edit notification templates"
  on public.notification_templates for update to authenticated
  using ((select public.is_internal_admin()))
  with check ((select public.is_internal_admin()));

create policy "Internal admins can delete notification templates"
  on public.notification_templates for delete to authenticated
  using ((select public.is_internal_admin()));

create policy "Internal admins can read the notification queue"
  on public.notification_queue for select to authenticated
  using ((select public.is_internal_admin()));

create policy "Internal admins can read the e-mail outbox"
  on public.email_outbox for select to authenticated
  using ((select public.is_internal_admin()));
