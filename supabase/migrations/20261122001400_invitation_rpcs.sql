-- Answering a company invitation. Only the invitee may act: the account the invitation was
-- linked to, or the account holding the invited e-mail. Accepting creates the membership
-- (and so the company role), and both answers close the invitation's notification: marked
-- read, requires_action false, processed_at set. Answering again changes nothing and says so.

create or replace function private.invitation_for_invitee(invitation uuid)
returns public.company_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.company_invitations;
  caller uuid := private.require_caller();
  caller_email text := (select u.email from auth.users u where u.id = caller);
begin
  if invitation is null then
    raise exception 'invitation_id is required' using errcode = '22004';
  end if;
  select * into found from public.company_invitations i where i.id = invitation for update;
  if found.id is null then
    raise exception 'Invitation % not found', invitation using errcode = 'P0001';
  end if;
  if caller is null or not coalesce(
       found.invited_user_id = caller
       or (found.invited_user_id is null and lower(found.email) = lower(caller_email)), false) then
    raise exception 'Only the invited person can respond to this invitation' using errcode = '42501';
  end if;
  return found;
end;
$$;

create or replace function private.close_invitation_notification(invitation public.company_invitations)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notifications n
     set read = true,
         data = n.data || jsonb_build_object(
           'requires_action', false,
           'processed_at', to_jsonb(invitation.responded_at),
           'status', invitation.status)
   where n.type = 'company_invitation'
     and n.user_id = invitation.invited_user_id
     and n.data ->> 'invitation_id' = invitation.id::text
$$;

create or replace function private.invitation_result(invitation public.company_invitations, message text, changed boolean)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'success', true,
    'message', message,
    'changed', changed,
    'invitation_id', invitation.id,
    'status', invitation.status,
    'company_id', invitation.company_id,
    'company_name', (select c.name from public.companies c where c.id = invitation.company_id),
    'member_role', invitation.member_role)
$$;

create or replace function public.accept_company_invitation(invitation_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations := private.invitation_for_invitee(invitation_id);
begin
  if invitation.status = 'accepted' then
    return private.invitation_result(invitation, 'Invitation was already accepted', false);
  end if;
  if invitation.status = 'declined' then
    raise exception 'This invitation was declined and can no longer be accepted' using errcode = 'P0001';
  end if;

  insert into public.company_team_members as m (company_id, user_id, member_role)
  values (invitation.company_id, auth.uid(), invitation.member_role)
  on conflict (company_id, user_id) do update
    set member_role = excluded.member_role, _deleted = false, joined_at = now()
    where m._deleted;

  update public.company_invitations i
     set status = 'accepted', responded_at = now(), invited_user_id = auth.uid()
   where i.id = invitation.id
  returning i.* into invitation;
  perform private.close_invitation_notification(invitation);
  return private.invitation_result(invitation, 'Invitation accepted successfully!', true);
end;
$$;

comment on function public.accept_company_invitation(uuid) is
  'The invitee joins the company with the invited role. Returns {success, message, changed, invitation_id, status, company_id, company_name, member_role}.';

create or replace function public.decline_company_invitation(invitation_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations := private.invitation_for_invitee(invitation_id);
begin
  if invitation.status = 'declined' then
    return private.invitation_result(invitation, 'Invitation was already declined', false);
  end if;
  if invitation.status = 'accepted' then
    raise exception 'This invitation was already accepted and can no longer be declined' using errcode = 'P0001';
  end if;
  update public.company_invitations i
     set status = 'declined', responded_at = now(), invited_user_id = auth.uid()
   where i.id = invitation.id
  returning i.* into invitation;
  perform private.close_invitation_notification(invitation);
  return private.invitation_result(invitation, 'Invitation declined', true);
end;
$$;

comment on function public.decline_company_invitation(uuid) is
  'The invitee declines. Returns {success, message, changed, invitation_id, status, company_id, company_name, member_role}.';
