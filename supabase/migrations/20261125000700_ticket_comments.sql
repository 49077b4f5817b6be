-- The conversation on a support ticket: staff reply to the requester or leave internal notes
-- (which the requester never sees), and the requester answers on their own ticket. A staff
-- reply notifies the requester (type 'application', data.kind 'ticket_reply') and moves an open
-- ticket to in progress. Read online by staff in Tickets and by the requester under Help.

create table public.support_ticket_comments (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  internal boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.support_ticket_comments is
  'Replies and internal notes on a support ticket. Staff read and write all (internal notes only they see); the requester reads the replies on their own tickets and answers there.';

create index support_ticket_comments_ticket_idx on public.support_ticket_comments (ticket_id, created_at);

create or replace function private.guard_ticket_comment()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  new.author_id := auth.uid();
  new.created_at := now();
  new.body := btrim(new.body);
  if new.internal and not public.is_internal_user() then
    raise exception 'Only Evee''s staff write internal notes' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_client_write before insert on public.support_ticket_comments
  for each row execute function private.guard_ticket_comment();

create or replace function private.notify_ticket_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ticket public.support_tickets;
begin
  select * into ticket from public.support_tickets t where t.id = new.ticket_id;
  if new.internal or new.author_id is not distinct from ticket.user_id then
    return null;
  end if;
  insert into public.notifications (user_id, type, title, message, data)
  values (ticket.user_id, 'application', 'Evee support replied: ' || ticket.subject, left(new.body, 280),
          jsonb_build_object('kind', 'ticket_reply', 'ticket_id', ticket.id, 'comment_id', new.id));
  if ticket.status = 'open' and ticket.category <> 'recruiter_application' then
    update public.support_tickets t set status = 'in_progress' where t.id = ticket.id;
  end if;
  return null;
end;
$$;

create trigger notify_reply after insert on public.support_ticket_comments
  for each row execute function private.notify_ticket_reply();

alter table public.support_ticket_comments enable row level security;

create policy "Internal staff can read every ticket comment"
  on public.support_ticket_comments for select to authenticated
  using ((select public.is_internal_user()));

create policy "People can read the replies on their own tickets"
  on public.support_ticket_comments for select to authenticated
  using (not internal and ticket_id in (select t.id from public.support_tickets t where t.user_id = (select auth.uid())));

create policy "Internal staff can comment on any ticket"
  on public.support_ticket_comments for insert to authenticated
  with check ((select public.is_internal_user()) and author_id = (select auth.uid()));

create policy "People can answer on their own tickets"
  on public.support_ticket_comments for insert to authenticated
  with check (not internal and author_id = (select auth.uid())
              and ticket_id in (select t.id from public.support_tickets t where t.user_id = (select auth.uid())));

revoke all on table public.support_ticket_comments from anon, authenticated;
grant select, insert on table public.support_ticket_comments to authenticated;
grant select, insert, update, delete on table public.support_ticket_comments to service_role;

select private.restrict_table_grants();
select private.restrict_private_functions();
