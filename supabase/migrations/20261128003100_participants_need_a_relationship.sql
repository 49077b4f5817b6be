-- Adding a person to a conversation needs a relationship with them (private.may_contact): a
-- conversation's manager could add any user id, so a fresh account could put anyone in a chat
-- and message them. The policy is the authority; a trigger before it says why in words, since a
-- policy's refusal only says 'new row violates row-level security policy'. Server code
-- (open_application_conversation, the seed, the service role) is not a client write and passes.

drop policy "Conversation managers can add participants" on public.conversation_participants;

create policy "Conversation managers can add people they work with"
  on public.conversation_participants for insert to authenticated
  with check (
    public.can_manage_conversation(conversation_id)
    and private.may_contact((select auth.uid()), user_id));

create or replace function private.check_participant_contact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_write() and not private.may_contact(auth.uid(), new.user_id) then
    raise exception 'You can only message people you work with'
      using errcode = '42501',
            hint = 'Teammates, a company and its applicants, a recruiter and their candidates, staff and ticket requesters.';
  end if;
  return new;
end;
$$;

create trigger check_contact before insert on public.conversation_participants
  for each row execute function private.check_participant_contact();

select private.restrict_private_functions();
