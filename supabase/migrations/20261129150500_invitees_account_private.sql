-- Whether an invited address has an account is nobody's business but its holder's. A company's
-- members could read invited_user_id, which the server fills only for an address held by a
-- confirmed account, so anyone (a fresh account can make a company in one call) learned who
-- has an Evee account by inviting addresses; sign-up tells nobody that (a registered address
-- gets a made-up user). authenticated now selects every column of company_invitations but
-- invited_user_id, as user_profiles.email is kept (20261127000100): a read that names it, or
-- `select=*`, fails with 42501. The server's own functions and triggers still use it. The
-- invite dialog says the same sign-up sentence for every address.

revoke select on table public.company_invitations from authenticated;
grant select (id, company_id, email, member_role, invited_by, status, created_at, responded_at)
  on table public.company_invitations to authenticated;

comment on column public.company_invitations.invited_user_id is
  'The confirmed account holding the invited address, once there is one. Server-only: clients may not select it, since it would tell whether an address has an account.';
