-- A company invitation or an internal staff invitation to an address with no account queues
-- Auth's invitation (private.auth_invites, 20261129200000); revoking a company invitation or
-- cancelling a staff invitation, when it was the address's last pending one, withdraws it and
-- removes the account Auth made if nobody has used it. Triggers, so the ways of inviting and
-- revoking keep their bodies (company invitations, internal_invite_staff,
-- revoke_company_invitation, internal_cancel_staff_invitation) and later ones are covered too.

create or replace function private.invitation_queues_auth_invite()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_auth_invite(new.email);
  return null;
end;
$$;

create trigger queue_auth_invite after insert on public.company_invitations
  for each row when (new.status = 'pending') execute function private.invitation_queues_auth_invite();

create trigger queue_auth_invite after insert on public.internal_staff_invitations
  for each row execute function private.invitation_queues_auth_invite();

create or replace function private.invitation_withdraws_auth_invite()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.withdraw_auth_invite(new.email);
  return null;
end;
$$;

create trigger withdraw_auth_invite after update of status on public.company_invitations
  for each row when (old.status = 'pending' and new.status = 'revoked')
  execute function private.invitation_withdraws_auth_invite();

create trigger withdraw_auth_invite after update of cancelled_at on public.internal_staff_invitations
  for each row when (old.cancelled_at is null and new.cancelled_at is not null)
  execute function private.invitation_withdraws_auth_invite();

select private.restrict_private_functions();
