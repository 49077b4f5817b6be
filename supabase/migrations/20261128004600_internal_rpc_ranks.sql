-- The portal's rank rules hold in every internal RPC that changes something: members read,
-- admins act (private.require_internal_rank(2)). void_placement (a recruiter's fee) and
-- decide_recruiter_application (which grants the global recruiter role) checked only
-- is_internal_user(), so a read-only portal member could void fees and make recruiters. The
-- other internal writers already ask for admins (is_internal_admin or require_internal_rank).

create or replace function public.void_placement(placement_id uuid, reason text)
returns public.placements
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.placements;
begin
  perform private.require_internal_rank(2, 'Only internal admins void placement fees');
  if nullif(btrim(coalesce(reason, '')), '') is null then
    raise exception 'Give a reason for voiding the fee' using errcode = '22023';
  end if;
  select * into p from public.placements x where x.id = placement_id and not x._deleted for update;
  if p.id is null then
    raise exception 'No such placement' using errcode = '22023';
  end if;
  if p.status not in ('expected', 'scheduled') then
    raise exception 'Only an unpaid placement can be voided' using errcode = '22023';
  end if;
  if p.start_date is not null and current_date >= p.start_date + p.guarantee_days then
    raise exception 'The guarantee period has ended' using errcode = '22023';
  end if;
  update public.placements x
     set status = 'void', void_reason = btrim(reason), voided_by = auth.uid()
   where x.id = p.id
  returning * into p;
  insert into public.notifications (user_id, type, title, message, data)
  values (p.recruiter_id, 'application', 'A placement fee was voided', btrim(reason),
          jsonb_build_object('kind', 'placement_void', 'placement_id', p.id));
  return p;
end;
$$;

comment on function public.void_placement(uuid, text) is
  'Internal admins (portal rank admin and up) record that a hire left inside the guarantee period: the fee is void, with the reason, and the recruiter is told.';

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
  perform private.require_internal_rank(2, 'Only internal admins can decide recruiter applications');
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
  'Internal admins (portal rank admin and up) approve (granting the recruiter role) or reject (with a reason) a recruiter application; the applicant is notified.';
