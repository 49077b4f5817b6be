-- Deciding a recruiter application, for internal staff only: approval grants the recruiter
-- role (which the applicant's device receives live, so Switch Roles shows Recruiter), and
-- either way the applicant is notified (type 'application', data.kind recruiter_application)
-- and the ticket records who decided, when and why.

create or replace function public.decide_recruiter_application(ticket_id uuid, approve boolean, reason text default null)
returns public.support_tickets
language plpgsql
security definer
set search_path = ''
as $$
declare
  ticket public.support_tickets;
  why text := nullif(btrim(coalesce(reason, '')), '');
begin
  if not public.is_internal_user() then
    raise exception 'Only internal staff can decide recruiter applications' using errcode = '42501';
  end if;
  if approve is null then
    raise exception 'Say whether to approve or reject' using errcode = '22023';
  end if;
  select * into ticket from public.support_tickets t where t.id = ticket_id and not t._deleted for update;
  if ticket.id is null or ticket.category <> 'recruiter_application' then
    raise exception 'No such recruiter application' using errcode = '22023';
  end if;
  if ticket.status not in ('open', 'in_progress') then
    raise exception 'This application has already been decided' using errcode = '22023';
  end if;
  if not approve and why is null then
    raise exception 'Give a reason for the rejection' using errcode = '22023';
  end if;
  if char_length(why) > 1000 then
    raise exception 'Keep the reason to 1,000 characters' using errcode = '22023';
  end if;

  if approve then
    insert into public.user_roles (user_id, role_type, context_type)
    values (ticket.user_id, 'recruiter', 'global')
    on conflict on constraint user_roles_one_per_context do update set _deleted = false;
  end if;

  update public.support_tickets t
     set status = case when approve then 'approved' else 'rejected' end,
         decision_reason = why,
         decided_by = auth.uid(),
         decided_at = now()
   where t.id = ticket.id
  returning * into ticket;

  insert into public.notifications (user_id, type, title, message, data)
  values (
    ticket.user_id, 'application',
    case when approve then 'Your recruiter application was approved' else 'Your recruiter application was not approved' end,
    case when approve then 'You can now use the Recruiter workspace.' else why end,
    jsonb_build_object('kind', 'recruiter_application', 'ticket_id', ticket.id,
                       'decision', case when approve then 'approved' else 'rejected' end));
  return ticket;
end;
$$;

comment on function public.decide_recruiter_application(uuid, boolean, text) is
  'Internal staff approve (granting the recruiter role) or reject (with a reason) a recruiter application; the applicant is notified.';

revoke all on function public.decide_recruiter_application(uuid, boolean, text) from public, anon;
grant execute on function public.decide_recruiter_application(uuid, boolean, text) to authenticated, service_role;

select private.restrict_private_functions();
