-- In-app notifications, one row per recipient. Rows are created by the server (invitations,
-- the notification queue); the recipient may only mark one read, never unread, and may not
-- touch anything else.

create type public.notification_type as enum ('company_invitation', 'application', 'interview', 'grading', 'chat');

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type public.notification_type not null,
  title text not null check (char_length(title) <= 200),
  message text not null default '' check (char_length(message) <= 4000),
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  read boolean not null default false,
  created_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.notifications is
  'Notifications shown in the app, one row per recipient. data carries type-specific fields, e.g. for company_invitation: requires_action, processed_at, invitation_id, company_name, company_logo, role, invited_by. Mirrored on the device.';

create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_modified_id_idx on public.notifications (_modified, id);

create trigger set_modified before insert or update on public.notifications
  for each row execute function public.set_replication_modified();

create or replace function private.guard_notification_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['read'], 'A notification other than its read flag');
  if old.read and not new.read then
    raise exception 'A read notification cannot be marked unread' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_client_write before update on public.notifications
  for each row execute function private.guard_notification_write();

alter table public.notifications enable row level security;

create policy "Users can read their own notifications"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can mark their own notifications read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

alter publication supabase_realtime add table public.notifications;
