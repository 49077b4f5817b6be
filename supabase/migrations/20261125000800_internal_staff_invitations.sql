-- Inviting someone to the internal portal's team by e-mail, account or not. An existing account
-- joins at once; otherwise an invitation is kept and an e-mail goes out through the queue, and
-- the person joins the team with that portal role once they sign up and confirm that address
-- (not before: an unconfirmed address proves nothing). Owners and super admins invite (only an
-- owner invites an owner) and may cancel a pending invitation. Replaces internal_add_staff.

create table public.internal_staff_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(btrim(email)) and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and char_length(email) <= 254),
  member_role public.internal_member_role not null,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  cancelled_at timestamptz
);

comment on table public.internal_staff_invitations is
  'Invitations to the internal portal''s team for e-mails without an account yet; accepted when that address is confirmed. Read by internal staff; written by internal_invite_staff and internal_cancel_staff_invitation.';

create unique index internal_staff_invitations_pending_key on public.internal_staff_invitations (email)
  where accepted_at is null and cancelled_at is null;

insert into public.notification_templates (id, name, type, channel, subject, body) values
  ('internal_staff_invitation', 'Internal team invitation', 'company_invitation', 'email',
   'You are invited to the Evee AI Internal team',
   E'Hi,\n\n{{inviter_name}} invited you to join Evee AI Internal, the team that runs Evee, as {{role_label}}.\n\nSign up on Evee with this e-mail address. Once you confirm it, the portal opens for you.\n\nThe Evee team')
on conflict (id) do nothing;

drop function public.internal_add_staff(text, public.internal_member_role);

create or replace function public.internal_invite_staff(email text, member_role public.internal_member_role)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid;
  address text := lower(btrim(coalesce(email, '')));
  invitation uuid;
begin
  perform private.require_internal_rank(3, 'Only owners and super admins manage internal roles');
  if address !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' or char_length(address) > 254 then
    raise exception 'Enter an e-mail address' using errcode = '22023';
  end if;
  if member_role is null then
    raise exception 'Choose a portal role' using errcode = '22023';
  end if;
  if member_role = 'owner' and private.internal_rank(auth.uid()) < 4 and not private.is_service_request() then
    raise exception 'Only an owner can make an owner' using errcode = '42501';
  end if;
  select u.id into person from auth.users u where lower(u.email) = address and u.deleted_at is null;
  if person is not null then
    if exists (select 1 from public.internal_portal_users p where p.user_id = person and not p._deleted) then
      raise exception '% is already on the team', address using errcode = '22023';
    end if;
    perform private.set_internal_role(person, ('internal_' || member_role::text)::public.app_role, true);
    return jsonb_build_object('status', 'added', 'user_id', person);
  end if;
  if exists (select 1 from public.internal_staff_invitations i
              where i.email = address and i.accepted_at is null and i.cancelled_at is null) then
    raise exception '% is already invited', address using errcode = '22023';
  end if;
  insert into public.internal_staff_invitations (email, member_role, invited_by)
  values (address, member_role, auth.uid())
  returning id into invitation;
  insert into public.notification_queue
    (notification_type, template_id, channel, recipient_email, template_variables, priority, created_by)
  values ('company_invitation', 'internal_staff_invitation', 'email', address,
          jsonb_build_object('inviter_name', coalesce(private.person_name(auth.uid()), 'Evee'),
                             'role_label', initcap(replace(member_role::text, '_', ' '))),
          2, auth.uid());
  perform private.write_audit('staff.invite', 'internal_staff_invitation', invitation::text, null, null,
                              jsonb_build_object('email', address, 'member_role', member_role));
  return jsonb_build_object('status', 'invited', 'invitation_id', invitation);
end;
$$;

comment on function public.internal_invite_staff(text, public.internal_member_role) is
  'Owners and super admins: the account with this e-mail joins the portal team at once ({status: added}); with no account yet, an invitation is kept and e-mailed ({status: invited}) and accepted when the address is confirmed. Only an owner invites an owner. Audited.';

create or replace function public.internal_cancel_staff_invitation(invitation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.internal_staff_invitations;
begin
  perform private.require_internal_rank(3, 'Only owners and super admins manage internal roles');
  update public.internal_staff_invitations i set cancelled_at = now()
   where i.id = invitation_id and i.accepted_at is null and i.cancelled_at is null
  returning * into invitation;
  if invitation.id is null then
    raise exception 'No pending invitation to cancel' using errcode = '22023';
  end if;
  perform private.write_audit('staff.uninvite', 'internal_staff_invitation', invitation.id::text, null,
                              jsonb_build_object('email', invitation.email, 'member_role', invitation.member_role), null);
end;
$$;

comment on function public.internal_cancel_staff_invitation(uuid) is
  'Owners and super admins cancel a pending invitation to the portal team. Audited.';

-- A confirmed address with a pending invitation joins the team with the invited role.
create or replace function private.accept_staff_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.internal_staff_invitations;
begin
  if new.email_confirmed_at is null or new.email is null then
    return null;
  end if;
  update public.internal_staff_invitations i set accepted_at = now()
   where i.email = lower(new.email) and i.accepted_at is null and i.cancelled_at is null
  returning * into invitation;
  if invitation.id is null then
    return null;
  end if;
  insert into public.user_roles as r (user_id, role_type, context_type)
  values (new.id, ('internal_' || invitation.member_role::text)::public.app_role, 'global')
  on conflict on constraint user_roles_one_per_context do update set _deleted = false where r._deleted;
  insert into public.internal_portal_users as p (user_id, member_role)
  values (new.id, invitation.member_role)
  on conflict (user_id) do update set member_role = excluded.member_role, _deleted = false;
  return null;
end;
$$;

create trigger on_auth_user_confirmed_join_staff
  after insert or update of email_confirmed_at on auth.users
  for each row execute function private.accept_staff_invitation();

alter table public.internal_staff_invitations enable row level security;

create policy "Internal staff can read staff invitations"
  on public.internal_staff_invitations for select to authenticated
  using ((select public.is_internal_user()));

revoke all on table public.internal_staff_invitations from anon, authenticated;
grant select on table public.internal_staff_invitations to authenticated;
grant select, insert, update, delete on table public.internal_staff_invitations to service_role;

revoke all on function public.internal_invite_staff(text, public.internal_member_role) from public, anon;
revoke all on function public.internal_cancel_staff_invitation(uuid) from public, anon;
grant execute on function public.internal_invite_staff(text, public.internal_member_role) to authenticated, service_role;
grant execute on function public.internal_cancel_staff_invitation(uuid) to authenticated, service_role;

select private.restrict_table_grants();
select private.restrict_private_functions();
