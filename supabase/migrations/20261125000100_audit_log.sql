-- The audit log: every privileged change, written by the database in the same transaction as
-- the change itself, so no client can make one without leaving a line. Triggers on the tables
-- write it (roles, portal staff, suspensions, ticket decisions, templates, placement voids), so
-- an RPC, the admin API and a service-role script are all recorded alike. Append-only: internal
-- staff read it; nobody but the service role may change or remove a line.

create table public.audit_log (
  id bigint generated always as identity primary key,
  -- No foreign keys: a line outlives the accounts it names, and a cascade would rewrite it.
  actor_id uuid,
  actor_email text,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text not null,
  target_id text not null,
  subject_user_id uuid,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);

comment on table public.audit_log is
  'Append-only record of privileged changes (role grants and revocations, portal staff, suspensions, ticket decisions, template edits, placement voids): who (actor, null for the system), what (action, target), whom it concerns (subject_user_id), the row before and after, and when. Written by triggers; read by internal staff; changed or removed by the service role only.';
comment on column public.audit_log.subject_user_id is 'The person the change concerns, for their page in User Management.';

create index audit_log_created_idx on public.audit_log (created_at desc, id desc);
create index audit_log_subject_idx on public.audit_log (subject_user_id, created_at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, created_at desc);
create index audit_log_action_idx on public.audit_log (action, created_at desc);

create or replace function private.write_audit(
  action text, target_type text, target_id text, subject uuid, before_row jsonb, after_row jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
begin
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, subject_user_id, before, after)
  values (actor, (select u.email from auth.users u where u.id = actor), action, target_type, target_id, subject,
          before_row, after_row);
end;
$$;

create or replace function private.refuse_audit_rewrite()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user <> 'service_role' and coalesce(nullif(current_setting('role', true), ''), 'none') <> 'service_role' then
    raise exception 'The audit log is append-only' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger refuse_rewrite before update or delete on public.audit_log
  for each row execute function private.refuse_audit_rewrite();

-- Role grants and revocations (a revocation soft-deletes the role, as every mirrored row).
create or replace function private.audit_user_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  granted boolean := not new._deleted and (tg_op = 'INSERT' or old._deleted);
  revoked boolean := tg_op = 'UPDATE' and new._deleted and not old._deleted;
begin
  if granted or revoked then
    perform private.write_audit(
      case when granted then 'role.grant' else 'role.revoke' end, 'user_role', new.id::text, new.user_id,
      case when tg_op = 'UPDATE' then to_jsonb(old) end, to_jsonb(new));
  end if;
  return null;
end;
$$;

create trigger audit_change after insert or update of _deleted on public.user_roles
  for each row execute function private.audit_user_role();

create or replace function private.audit_portal_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (old._deleted and not new._deleted) then
    perform private.write_audit('staff.add', 'internal_portal_user', new.id::text, new.user_id, null, to_jsonb(new));
  elsif new._deleted and not old._deleted then
    perform private.write_audit('staff.remove', 'internal_portal_user', new.id::text, new.user_id, to_jsonb(old), to_jsonb(new));
  elsif new.member_role is distinct from old.member_role then
    perform private.write_audit('staff.role', 'internal_portal_user', new.id::text, new.user_id, to_jsonb(old), to_jsonb(new));
  end if;
  return null;
end;
$$;

create trigger audit_change after insert or update of member_role, _deleted on public.internal_portal_users
  for each row execute function private.audit_portal_user();

-- Suspension is auth.users.banned_until, however it is set (the portal's RPC or the admin API).
create or replace function private.audit_suspension()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was boolean := old.banned_until is not null and old.banned_until > now();
  now_banned boolean := new.banned_until is not null and new.banned_until > now();
begin
  if was is distinct from now_banned then
    perform private.write_audit(
      case when now_banned then 'user.suspend' else 'user.reactivate' end, 'user', new.id::text, new.id,
      jsonb_build_object('banned_until', old.banned_until), jsonb_build_object('banned_until', new.banned_until));
  end if;
  return null;
end;
$$;

create trigger audit_suspension after update of banned_until on auth.users
  for each row execute function private.audit_suspension();

create or replace function private.audit_ticket()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    perform private.write_audit(
      case when new.status in ('approved', 'rejected') and old.status in ('open', 'in_progress')
           then 'ticket.' || case new.status when 'approved' then 'approve' else 'reject' end
           else 'ticket.status' end,
      'support_ticket', new.id::text, new.user_id,
      jsonb_build_object('status', old.status, 'assignee_id', old.assignee_id),
      jsonb_build_object('status', new.status, 'assignee_id', new.assignee_id, 'reason', new.decision_reason));
  elsif new.assignee_id is distinct from old.assignee_id then
    perform private.write_audit('ticket.assign', 'support_ticket', new.id::text, new.user_id,
      jsonb_build_object('assignee_id', old.assignee_id), jsonb_build_object('assignee_id', new.assignee_id));
  end if;
  return null;
end;
$$;

create trigger audit_change after update of status, assignee_id on public.support_tickets
  for each row execute function private.audit_ticket();

create or replace function private.audit_template()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.write_audit(
    case tg_op when 'INSERT' then 'template.create' when 'UPDATE' then 'template.update' else 'template.delete' end,
    'notification_template', coalesce(new.id, old.id), null,
    case when tg_op <> 'INSERT' then to_jsonb(old) end, case when tg_op <> 'DELETE' then to_jsonb(new) end);
  return null;
end;
$$;

create trigger audit_change after insert or update or delete on public.notification_templates
  for each row execute function private.audit_template();

create or replace function private.audit_placement_void()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'void' and old.status <> 'void' then
    perform private.write_audit('placement.void', 'placement', new.id::text, new.recruiter_id,
      jsonb_build_object('status', old.status), jsonb_build_object('status', new.status, 'reason', new.void_reason));
  end if;
  return null;
end;
$$;

create trigger audit_void after update of status on public.placements
  for each row execute function private.audit_placement_void();

alter table public.audit_log enable row level security;

create policy "Internal staff can read the audit log"
  on public.audit_log for select to authenticated
  using ((select public.is_internal_user()));

revoke all on table public.audit_log from anon, authenticated;
grant select on table public.audit_log to authenticated;
grant select, insert, update, delete on table public.audit_log to service_role;

select private.restrict_table_grants();
select private.restrict_private_functions();
