-- Invitations to join a company. Owners, admins and HR managers invite by e-mail; the
-- server links the invitation to the account with that e-mail (now, or when it signs up)
-- and sends the invitee an actionable notification. Only the invitee answers, through
-- accept_company_invitation() and decline_company_invitation().

create type public.invitation_status as enum ('pending', 'accepted', 'declined');

create table public.company_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  invited_user_id uuid references auth.users (id) on delete set null,
  member_role public.company_member_role not null default 'company_member',
  invited_by uuid references auth.users (id) on delete set null,
  status public.invitation_status not null default 'pending',
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  constraint company_invitations_responded_when_answered check ((status = 'pending') = (responded_at is null))
);

comment on table public.company_invitations is
  'Invitations to join a company with a given role, by e-mail. invited_user_id is set once an account with that e-mail exists.';

create unique index company_invitations_one_pending_key on public.company_invitations (company_id, lower(email)) where status = 'pending';
create index company_invitations_invited_user_idx on public.company_invitations (invited_user_id);
create index company_invitations_email_idx on public.company_invitations (lower(email));

create or replace function private.company_role_label(role public.company_member_role)
returns text
language sql
immutable
set search_path = ''
as $$
  select case role
    when 'company_owner' then 'Company Owner'
    when 'company_super_admin' then 'Company Super Admin'
    when 'company_admin' then 'Company Admin'
    when 'company_member' then 'Company Member'
    when 'hr_manager' then 'HR Manager'
    when 'recruiter' then 'Recruiter'
    when 'manager' then 'Manager'
  end
$$;

-- Clients invite on their own behalf, as pending, and only an owner may invite an owner.
create or replace function private.guard_invitation_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  new.invited_by := auth.uid();
  new.status := 'pending';
  new.responded_at := null;
  new.created_at := now();
  if new.member_role = 'company_owner'
     and not public.has_company_role(new.company_id, array['company_owner']::public.company_member_role[]) then
    raise exception 'Only a company owner can invite another owner' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_client_write before insert on public.company_invitations
  for each row execute function private.guard_invitation_write();

-- The invitee is whoever holds the e-mail address, never what the client claims.
create or replace function private.resolve_invitee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid;
begin
  new.email := lower(btrim(new.email));
  select u.id into account from auth.users u where lower(u.email) = new.email;
  new.invited_user_id := coalesce(account, case when private.is_service_request() then new.invited_user_id end);
  if new.invited_user_id is not null and exists (
    select 1 from public.company_team_members m
    where m.company_id = new.company_id and m.user_id = new.invited_user_id and not m._deleted
  ) then
    raise exception 'This person is already a member of the company' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger resolve_invitee before insert on public.company_invitations
  for each row execute function private.resolve_invitee();

create or replace function private.notify_invitation(invitation public.company_invitations)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  company public.companies;
  inviter text;
begin
  select * into company from public.companies c where c.id = invitation.company_id;
  select coalesce(p.display_name, 'A team member') into inviter
    from public.user_profiles p where p.user_id = invitation.invited_by;
  inviter := coalesce(inviter, company.name);
  insert into public.notifications (user_id, type, title, message, data)
  values (
    invitation.invited_user_id,
    'company_invitation',
    'Invitation to join ' || company.name,
    inviter || ' invited you to join ' || company.name || ' as ' || private.company_role_label(invitation.member_role) || '.',
    jsonb_build_object(
      'requires_action', true,
      'invitation_id', invitation.id,
      'company_id', company.id,
      'company_name', company.name,
      'company_logo', company.logo_url,
      'role', invitation.member_role,
      'member_role', invitation.member_role,
      'invited_by', inviter,
      'invited_by_user_id', invitation.invited_by
    )
  );
end;
$$;

create or replace function private.after_invitation_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'pending' then
    return null;
  end if;
  if new.invited_user_id is not null then
    perform private.notify_invitation(new);
  else
    insert into public.user_profiles (email, status)
    values (new.email, 'pending')
    on conflict (lower(email)) where user_id is null and not _deleted do nothing;
  end if;
  return null;
end;
$$;

create trigger notify_invitee after insert on public.company_invitations
  for each row execute function private.after_invitation_created();

-- Links pending invitations sent to an e-mail before its account existed, and notifies.
create or replace function private.link_invitations_to_user(account uuid, account_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations;
  linked integer := 0;
begin
  for invitation in
    update public.company_invitations i
       set invited_user_id = account
     where i.invited_user_id is null and i.status = 'pending' and lower(i.email) = lower(account_email)
    returning i.*
  loop
    perform private.notify_invitation(invitation);
    linked := linked + 1;
  end loop;
  return linked;
end;
$$;

create or replace function private.link_invitations_on_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null then
    perform private.link_invitations_to_user(new.id, new.email);
  end if;
  return new;
end;
$$;

create trigger on_auth_user_created_link_invitations
  after insert on auth.users
  for each row execute function private.link_invitations_on_signup();

alter table public.company_invitations enable row level security;

create policy "Company members can read their company's invitations"
  on public.company_invitations for select to authenticated
  using (public.is_company_member(company_id));

create policy "Invitees can read the invitations sent to them"
  on public.company_invitations for select to authenticated
  using (invited_user_id = (select auth.uid()) or lower(email) = lower((select auth.email())));

create policy "Company owners, admins and HR managers can invite people"
  on public.company_invitations for insert to authenticated
  with check (public.has_company_role(
    company_id, array['company_owner', 'company_super_admin', 'company_admin', 'hr_manager']::public.company_member_role[]));
