-- The internal portal's Team: owners and super admins add an existing Evee account to the portal
-- by its e-mail, with a portal role (granting the matching internal role, as internal_set_role
-- does, with its rules: only an owner makes an owner, nobody changes themselves, the last owner
-- stays). Role changes and removal go through internal_set_role. Audited by the triggers.

create or replace function public.internal_add_staff(email text, member_role public.internal_member_role)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid;
  address text := lower(btrim(coalesce(email, '')));
begin
  perform private.require_internal_rank(3, 'Only owners and super admins manage internal roles');
  if address !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception 'Enter an e-mail address' using errcode = '22023';
  end if;
  if member_role is null then
    raise exception 'Choose a portal role' using errcode = '22023';
  end if;
  select u.id into person from auth.users u where lower(u.email) = address and u.deleted_at is null;
  if person is null then
    raise exception 'No Evee account uses %: ask them to sign up, then add them', address using errcode = '22023';
  end if;
  if exists (select 1 from public.internal_portal_users p where p.user_id = person and not p._deleted) then
    raise exception '% is already on the team', address using errcode = '22023';
  end if;
  perform private.set_internal_role(person, ('internal_' || member_role::text)::public.app_role, true);
  return person;
end;
$$;

comment on function public.internal_add_staff(text, public.internal_member_role) is
  'Owners and super admins add the account with this e-mail to the internal portal with a portal role (only an owner adds an owner). Audited.';

revoke all on function public.internal_add_staff(text, public.internal_member_role) from public, anon;
grant execute on function public.internal_add_staff(text, public.internal_member_role) to authenticated, service_role;

select private.restrict_private_functions();
