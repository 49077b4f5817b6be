-- The person who sent a company invitation is told when it is answered, in the spec's words:
-- 'Invitation to {address} accepted' or 'Invitation to {address} declined' (the address they
-- typed, so a decline tells them nothing they did not know). An acceptance names the new
-- teammate and their role. A notification of type company_invitation with data.kind
-- 'invitation_answered' and requires_action false, so it asks nothing of the reader. Only
-- answers made through the API as a person notify (not the seed or the service role), as the
-- other notifications the database makes; nobody is told of their own answer.

create or replace function private.notify_inviter_of_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  company_name text;
  joined text;
begin
  if private.is_service_request() or new.invited_by is null or new.invited_by = auth.uid()
     or old.status <> 'pending' or new.status not in ('accepted', 'declined') then
    return null;
  end if;
  select c.name into company_name from public.companies c where c.id = new.company_id;
  select nullif(btrim(p.display_name), '') into joined from public.user_profiles p where p.user_id = new.invited_user_id;
  insert into public.notifications (user_id, type, title, message, data)
  values (
    new.invited_by,
    'company_invitation',
    'Invitation to ' || left(new.email, 160) || ' ' || new.status::text,
    case new.status
      when 'accepted' then coalesce(joined, new.email) || ' joined ' || company_name || ' as '
                           || private.company_role_label(new.member_role) || '.'
      else new.email || ' declined to join ' || company_name || '.'
    end,
    jsonb_build_object(
      'kind', 'invitation_answered',
      'requires_action', false,
      'invitation_id', new.id,
      'status', new.status,
      'email', new.email,
      'company_id', new.company_id,
      'company_name', company_name,
      'member_role', new.member_role));
  return null;
end;
$$;

create trigger notify_inviter after update of status on public.company_invitations
  for each row execute function private.notify_inviter_of_answer();

select private.restrict_private_functions();
