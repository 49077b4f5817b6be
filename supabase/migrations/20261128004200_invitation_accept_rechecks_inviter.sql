-- Accepting re-checks the inviter's rank now: an invitation grants its role only while the
-- person who sent it may still give it (a team manager ranked at least as high as the role,
-- private.may_grant_company_role). So an invitation sent by an admin who was demoted, or who
-- left, no longer makes anyone an admin. An invitation without an inviter was made by the
-- server (the service role) and stands. Signed-out visitors may not call the invitation RPCs.

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
  if invitation.invited_by is not null
     and not private.may_grant_company_role(invitation.company_id, invitation.invited_by, invitation.member_role) then
    raise exception 'The person who invited you can no longer give this role: ask the company for a new invitation'
      using errcode = '42501';
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
  'The invitee (a confirmed account holding the invited address) joins the company with the invited role, if the inviter may still give it. Returns {success, message, changed, invitation_id, status, company_id, company_name, member_role}.';

revoke all on function public.accept_company_invitation(uuid) from public, anon;
revoke all on function public.decline_company_invitation(uuid) from public, anon;
revoke all on function public.activate_pending_user_profile(uuid, text) from public, anon;
grant execute on function public.accept_company_invitation(uuid) to authenticated, service_role;
grant execute on function public.decline_company_invitation(uuid) to authenticated, service_role;
grant execute on function public.activate_pending_user_profile(uuid, text) to authenticated, service_role;
