-- Whom an organiser may invite to an event: the people of the application (as before), and
-- otherwise the people they may start a conversation with (private.may_contact). Sharing a
-- conversation no longer counts by itself, since being in one was not the invitee's choice: only
-- an invitee who has sent a message in a conversation the organiser is active in. The recruiter
-- candidate rule now also needs the talent to be open to recruiters, as may_contact asks.

create or replace function private.may_invite(organizer uuid, attendee uuid, application_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select attendee = organizer
    or exists (select 1 from public.job_applications a
                where a.id = application_id
                  and (a.user_id = attendee or a.submitted_by = attendee
                       or exists (select 1 from public.company_team_members m
                                   where m.company_id = a.company_id and m.user_id = attendee and not m._deleted)))
    or private.may_contact(organizer, attendee)
    or exists (select 1 from public.conversation_participants mine
                 join public.conversation_messages m on m.conversation_id = mine.conversation_id
                where mine.user_id = organizer and mine.is_active and not mine._deleted
                  and m.sender_id = attendee and not m._deleted)
$$;

comment on function private.may_invite(uuid, uuid, uuid) is
  'Whether the organiser may invite the person: the application''s people, anyone the organiser may contact (private.may_contact), or someone who sent a message in a conversation the organiser is in.';
