-- profile_emails() gave the e-mail of anyone the caller shared a conversation with, and anyone
-- could put anyone in a conversation. A conversation now counts only for the people who spoke in
-- it: the caller, an active participant, sees the address of someone who has sent a message
-- there (sending is the person's own act: they saw who was in the conversation). The other rules
-- are unchanged: oneself, teammates, a company's applicants, staff and the service role.

-- profile_emails and may_invite ask 'has this person sent a message in this conversation' per
-- person; without this index that reads every message of the conversation.
create index if not exists conversation_messages_sender_conversation_idx
  on public.conversation_messages (sender_id, conversation_id);

create or replace function public.profile_emails(user_ids uuid[])
returns table (user_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id, p.email
    from public.user_profiles p
   where p.user_id = any (profile_emails.user_ids)
     and p.user_id is not null
     and not p._deleted
     and (
       (select auth.role()) = 'service_role'
       or p.user_id = (select auth.uid())
       or public.is_internal_user()
       -- Teammates: both are members of one company.
       or exists (
         select 1 from public.company_team_members mine
           join public.company_team_members theirs on theirs.company_id = mine.company_id
          where mine.user_id = (select auth.uid()) and not mine._deleted
            and theirs.user_id = p.user_id and not theirs._deleted)
       -- An applicant, for the members of the company they applied to.
       or exists (
         select 1 from public.company_team_members mine
           join public.job_applications a on a.company_id = mine.company_id
          where mine.user_id = (select auth.uid()) and not mine._deleted
            and a.user_id = p.user_id and not a._deleted)
       -- Conversation contacts who spoke: the person sent a message in a conversation the caller
       -- is an active participant of. Being added by someone else is not enough.
       or exists (
         select 1 from public.conversation_participants mine
           join public.conversation_messages m on m.conversation_id = mine.conversation_id
          where mine.user_id = (select auth.uid()) and mine.is_active and not mine._deleted
            and m.sender_id = p.user_id)
     );
$$;

comment on function public.profile_emails(uuid[]) is
  'The e-mail addresses of these accounts that the caller may see: their own, teammates'', their companies'' applicants'', and those of people who sent a message in a conversation the caller is in; every one for internal staff and the service role. Others are left out.';
