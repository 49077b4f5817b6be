-- Auth's own invitation for people the product invites before they have an account. A company
-- or staff invitation to an address with no account queues the address here; the scheduled job
-- (supabase/local/scheduler.ts locally, an Edge Function on a hosted project, see
-- supabase/README.md › Scheduled jobs) claims queued addresses, calls Auth's admin invite
-- (inviteUserByEmail, POST /auth/v1/invite) with the service-role key, which never reaches a
-- browser, and records the account it made. One row per address, so parallel invitations to
-- one address make one Auth invitation. The table is private: no client reads or writes it.
--   state queued    waiting for the job
--         sending   claimed by a job run (a claim older than five minutes is taken again)
--         sent      Auth made user_id and mailed the invite link
--         withdrawn every invitation for the address went while the job was sending; the job's
--                   answer removes the account it made

create table private.auth_invites (
  email text primary key check (email = lower(btrim(email)) and char_length(email) <= 254),
  state text not null default 'queued' check (state in ('queued', 'sending', 'sent', 'withdrawn')),
  user_id uuid references auth.users (id) on delete cascade,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz
);

comment on table private.auth_invites is
  'Addresses waiting for (or given) an Auth invitation because the product invited them before they had an account; drained by the scheduled job through Auth''s admin invite.';

alter table private.auth_invites enable row level security;
revoke all on table private.auth_invites from public, anon, authenticated;

-- An account Auth made for an invitation and nobody has used: not confirmed, never signed in, no
-- password. Removing it is what revoking the last invitation for the address means.
create or replace function private.remove_unused_invited_account(account uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  person auth.users;
begin
  select * into person from auth.users u where u.id = account for update;
  if person.id is null or person.invited_at is null or person.last_sign_in_at is not null
     or person.email_confirmed_at is not null or coalesce(person.encrypted_password, '') <> '' then
    return false;
  end if;
  delete from public.user_roles r where r.user_id = account;
  delete from public.user_profiles p where p.user_id = account;
  delete from auth.users u where u.id = account;
  return true;
end;
$$;

-- Queues an Auth invitation for an address with no account; at most one row per address.
create or replace function private.queue_auth_invite(address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  address := lower(btrim(address));
  if exists (select 1 from auth.users u where lower(u.email) = address) then
    return;
  end if;
  -- A row whose account is gone (or no longer holds the address) is stale: a new invitation starts over.
  delete from private.auth_invites q
   where q.email = address and q.state = 'sent'
     and not exists (select 1 from auth.users u where u.id = q.user_id and lower(u.email) = address);
  insert into private.auth_invites (email) values (address) on conflict (email) do nothing;
end;
$$;

-- The address's last pending invitation went: an unsent Auth invitation is dropped, one being
-- sent is marked for removal on the job's answer, and a sent one takes its unused account along.
create or replace function private.withdraw_auth_invite(address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued private.auth_invites;
begin
  address := lower(btrim(address));
  perform pg_advisory_xact_lock(hashtext('auth_invite:' || address));
  if exists (select 1 from public.company_invitations i where lower(i.email) = address and i.status = 'pending')
     or exists (select 1 from public.internal_staff_invitations i
                 where i.email = address and i.accepted_at is null and i.cancelled_at is null) then
    return;
  end if;
  select * into queued from private.auth_invites q where q.email = address for update;
  if queued.email is null then
    return;
  elsif queued.state = 'sending' then
    update private.auth_invites q set state = 'withdrawn' where q.email = address;
  else
    if queued.user_id is not null then
      perform private.remove_unused_invited_account(queued.user_id);
    end if;
    delete from private.auth_invites q where q.email = address;
  end if;
end;
$$;

-- For the scheduled job: claims up to max_count addresses to invite (only those in `addresses` when
-- given: a run limited to some addresses, as tests sharing one database need).
create or replace function private.claim_auth_invites(max_count integer, addresses text[] default null)
returns setof text
language sql
security definer
set search_path = ''
as $$
  update private.auth_invites q
     set state = 'sending', claimed_at = now(), attempts = q.attempts + 1
   where q.email in (
     select c.email from private.auth_invites c
      where (c.state = 'queued' or (c.state = 'sending' and c.claimed_at < now() - interval '5 minutes'))
        and c.attempts < 5
        and (addresses is null or c.email = any (addresses))
      order by c.created_at
      limit greatest(max_count, 0)
      for update skip locked)
  returning q.email;
$$;

-- For the scheduled job: Auth's answer for a claimed address. invited_user is the account Auth
-- made (or invited again); failure is Auth's refusal, retried up to five attempts; neither means
-- nothing is owed any more (the address got a confirmed account meanwhile).
create or replace function private.finish_auth_invite(address text, invited_user uuid, failure text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued private.auth_invites;
begin
  select * into queued from private.auth_invites q where q.email = address for update;
  if queued.email is null or queued.state = 'withdrawn' then
    if invited_user is not null then
      perform private.remove_unused_invited_account(invited_user);
    end if;
    delete from private.auth_invites q where q.email = address;
  elsif failure is not null then
    update private.auth_invites q set state = 'queued', last_error = left(failure, 500) where q.email = address;
  elsif invited_user is null then
    delete from private.auth_invites q where q.email = address;
  else
    update private.auth_invites q
       set state = 'sent', user_id = invited_user, sent_at = now(), last_error = null
     where q.email = address;
  end if;
end;
$$;

select private.restrict_private_functions();

-- Only the job (the database owner) and the service role call these; a signed-in client never.
revoke execute on function private.remove_unused_invited_account(uuid), private.queue_auth_invite(text),
  private.withdraw_auth_invite(text), private.claim_auth_invites(integer, text[]),
  private.finish_auth_invite(text, uuid, text) from authenticated;
