-- A pending company invitation can be revoked or sent again, by the people who could have sent
-- it: a team manager of the company ranked at least as high as the invited role
-- (private.may_grant_company_role). Anyone else, and an id that does not exist, get the same
-- 42501, so invitation ids cannot be probed.
--   revoke_company_invitation: the invitation becomes 'revoked' and its notification closes, so
--     the invitee can no longer accept it; revoking again changes nothing.
--   resend_company_invitation: a linked invitee gets the notification again (the old one
--     goes), and the invited address the 'company_invitation_email' e-mail when the template
--     exists. At most once every 10 minutes (the invitation itself counts as a send) and three
--     times an invitation, counted under the invitation's row lock so parallel calls send once.
-- An invitee answering a revoked invitation is told it was withdrawn (private.invitation_for_invitee,
-- 20261128004300's body with the one check added).

create table private.company_invitation_sends (
  invitation_id uuid not null references public.company_invitations (id) on delete cascade,
  sent_by uuid references auth.users (id) on delete set null,
  sent_at timestamptz not null default now()
);

comment on table private.company_invitation_sends is
  'Each time a company invitation was sent again, for resend_company_invitation''s limits.';

create index company_invitation_sends_invitation_idx on private.company_invitation_sends (invitation_id, sent_at desc);

revoke all on table private.company_invitation_sends from public, anon, authenticated;

-- The invitation, locked, if the caller could have sent it; one answer otherwise.
create or replace function private.invitation_for_manager(invitation uuid)
returns public.company_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.company_invitations;
  caller uuid := private.require_caller();
begin
  if invitation is null then
    raise exception 'invitation_id is required' using errcode = '22004';
  end if;
  select * into found from public.company_invitations i where i.id = invitation for update;
  if found.id is null or not (
       private.is_service_request() or private.may_grant_company_role(found.company_id, caller, found.member_role)) then
    raise exception 'Only the company''s owners and admins can revoke or resend its invitations, up to their own role'
      using errcode = '42501';
  end if;
  return found;
end;
$$;

create or replace function public.revoke_company_invitation(invitation_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations;
begin
  perform private.require_caller();
  invitation := private.invitation_for_manager(invitation_id);
  if invitation.status = 'revoked' then
    return private.invitation_result(invitation, 'Invitation was already revoked', false);
  end if;
  if invitation.status <> 'pending' then
    raise exception 'This invitation was already answered and can no longer be revoked' using errcode = 'P0001';
  end if;
  update public.company_invitations i
     set status = 'revoked', responded_at = now()
   where i.id = invitation.id
  returning i.* into invitation;
  perform private.close_invitation_notification(invitation);
  return private.invitation_result(invitation, 'Invitation revoked', true);
end;
$$;

comment on function public.revoke_company_invitation(uuid) is
  'Withdraws a pending company invitation (status revoked; the invitee''s notification closes). Team managers ranked at least the invited role. Returns {success, message, changed, invitation_id, status, company_id, company_name, member_role}.';

create or replace function public.resend_company_invitation(invitation_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations := private.invitation_for_manager(invitation_id);
  last_sent timestamptz;
  resends int;
  company public.companies;
  inviter text;
begin
  if invitation.status <> 'pending' then
    raise exception 'Only a pending invitation can be sent again' using errcode = 'P0001';
  end if;
  select max(s.sent_at), count(*) into last_sent, resends
    from private.company_invitation_sends s where s.invitation_id = invitation.id;
  if resends >= 3 then
    raise exception 'This invitation was sent again three times already: revoke it and invite again'
      using errcode = 'P0001';
  end if;
  if greatest(invitation.created_at, last_sent) > now() - interval '10 minutes' then
    raise exception 'This invitation was sent less than 10 minutes ago: try again later' using errcode = 'P0001';
  end if;
  insert into private.company_invitation_sends (invitation_id, sent_by) values (invitation.id, auth.uid());

  if invitation.invited_user_id is not null then
    update public.notifications n set _deleted = true
     where n.type = 'company_invitation' and n.user_id = invitation.invited_user_id
       and n.data ->> 'invitation_id' = invitation.id::text and not n._deleted;
    perform private.notify_invitation(invitation);
  end if;

  if exists (select 1 from public.notification_templates t
              where t.id = 'company_invitation_email' and t.archived_at is null) then
    select * into company from public.companies c where c.id = invitation.company_id;
    select coalesce(p.display_name, company.name) into inviter
      from public.user_profiles p where p.user_id = coalesce(auth.uid(), invitation.invited_by);
    insert into public.notification_queue (notification_type, template_id, channel, recipient_user_id, recipient_email,
                                           template_variables, company_id, priority, created_by)
    values ('company_invitation', 'company_invitation_email', 'email', invitation.invited_user_id, invitation.email,
            jsonb_build_object(
              'recipient_name', split_part(invitation.email, '@', 1),
              'inviter_name', coalesce(inviter, company.name),
              'company_name', company.name,
              'role_label', private.company_role_label(invitation.member_role)),
            invitation.company_id, 3, auth.uid());
  end if;
  return private.invitation_result(invitation, 'Invitation sent again', true);
end;
$$;

comment on function public.resend_company_invitation(uuid) is
  'Sends a pending company invitation again: the notification to a linked invitee, and the invitation e-mail to the address. Team managers ranked at least the invited role; once every 10 minutes, three times an invitation. Returns {success, message, changed, invitation_id, status, company_id, company_name, member_role}.';

create or replace function private.invitation_for_invitee(invitation uuid)
returns public.company_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.company_invitations;
  caller uuid := private.require_caller();
  caller_email text := private.confirmed_email(caller);
begin
  if invitation is null then
    raise exception 'invitation_id is required' using errcode = '22004';
  end if;
  select * into found from public.company_invitations i where i.id = invitation for update;
  if found.id is null then
    raise exception 'Invitation % not found', invitation using errcode = 'P0001';
  end if;
  if caller is null or caller_email is null or lower(found.email) <> caller_email then
    raise exception 'Only the invited person can respond to this invitation' using errcode = '42501';
  end if;
  if found.status = 'revoked' then
    raise exception 'This invitation was withdrawn by the company' using errcode = 'P0001';
  end if;
  return found;
end;
$$;

revoke all on function public.revoke_company_invitation(uuid) from public, anon;
revoke all on function public.resend_company_invitation(uuid) from public, anon;
grant execute on function public.revoke_company_invitation(uuid) to authenticated, service_role;
grant execute on function public.resend_company_invitation(uuid) to authenticated, service_role;

select private.restrict_private_functions();
