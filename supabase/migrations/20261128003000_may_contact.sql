-- Who may start a conversation with whom, in one place: private.may_contact(initiator, person).
-- A conversation puts a person in front of a stranger's words, shows them the stranger's links
-- and (through profile_emails and the calendar) used to hand out their e-mail and their diary, so
-- only a relationship the person took part in counts, never one the initiator can make alone:
--   teammates (a membership is accepted by the member, not made by another member);
--   a company's members with a talent who applied to it (the talent applied, so the company may
--   reach them; the talent reaches the company through open_application_conversation, which
--   brings in one contact the company chose: the job's author or an owner);
--   the recruiter who submitted an application (the talent consented) with the talent and the
--   hiring company's members, both ways (the company opened the job to recruiters);
--   a recruiter with their candidates, while the recruiter holds the role (granted by staff)
--   and the talent is open to recruiters (the talent's choice);
--   internal staff among themselves, staff with a person who opened a support ticket, and that
--   person with the staff member assigned to it (staff assign tickets).
-- Not a relationship: a conversation (anyone creates one), a company the initiator made, an
-- application the initiator made to the person's company, a ticket's requester reaching staff
-- other than the assignee, a recruiter_candidates row for talent who is not open to recruiters.

create or replace function private.may_contact(initiator uuid, person uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select initiator is not null and person is not null and (
    initiator = person
    -- Teammates.
    or exists (select 1 from public.company_team_members mine
                 join public.company_team_members theirs on theirs.company_id = mine.company_id
                where mine.user_id = initiator and not mine._deleted
                  and theirs.user_id = person and not theirs._deleted)
    -- A company's member reaching a talent who applied to it (not withdrawn).
    or exists (select 1 from public.job_applications a
                 join public.company_team_members m on m.company_id = a.company_id
                where a.user_id = person and not a._deleted
                  and m.user_id = initiator and not m._deleted)
    -- The recruiter of a submitted application, with its talent and the hiring company's members.
    or exists (select 1 from public.job_applications a
                where not a._deleted and a.submitted_by is not null and a.submitted_by <> a.user_id
                  and ((a.submitted_by = initiator and a.user_id = person)
                       or (a.user_id = initiator and a.submitted_by = person)
                       or (a.submitted_by = initiator and exists (
                             select 1 from public.company_team_members m
                              where m.company_id = a.company_id and m.user_id = person and not m._deleted))
                       or (a.submitted_by = person and exists (
                             select 1 from public.company_team_members m
                              where m.company_id = a.company_id and m.user_id = initiator and not m._deleted))))
    -- A recruiter and their candidate on Evee, both ways, while both still choose it.
    or exists (select 1 from public.recruiter_candidates c
                where not c._deleted
                  and ((c.recruiter_id = initiator and c.talent_id = person)
                       or (c.recruiter_id = person and c.talent_id = initiator))
                  and private.is_recruiter(c.recruiter_id)
                  and exists (select 1 from public.talent_profiles t
                               where t.user_id = c.talent_id and t.open_to_recruiters and not t._deleted))
    -- Staff among themselves.
    or (private.internal_rank(initiator) > 0 and private.internal_rank(person) > 0)
    -- Staff reaching a person who asked them something.
    or (private.internal_rank(initiator) > 0
        and exists (select 1 from public.support_tickets t where t.user_id = person and not t._deleted))
    -- A requester reaching the staff member their ticket is assigned to.
    or exists (select 1 from public.support_tickets t
                where t.user_id = initiator and t.assignee_id = person and not t._deleted)
  )
$$;

comment on function private.may_contact(uuid, uuid) is
  'Whether initiator may start a conversation with person (add them to one, invite them to an event): teammates; a company''s members with its applicants; a submitting recruiter with the talent and the company; a recruiter with their candidates open to recruiters; staff with staff and with ticket requesters; a requester with their ticket''s assignee. Never a relationship the initiator makes alone.';

select private.restrict_private_functions();
