-- Conversations and who takes part in them. Everything about a conversation is visible and
-- writable only to its active participants; is_conversation_participant() answers that
-- question without recursing through the participants table's own policies. Counters
-- (message_count, last_message_at, unread_count) are kept by the server.

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  title text check (char_length(title) <= 200),
  conversation_type text not null default 'direct' check (conversation_type in ('direct', 'group', 'channel')),
  conversation_category text not null default 'general'
    check (conversation_category in ('hiring', 'support', 'general', 'application')),
  access_level text not null default 'private' check (access_level in ('public', 'private', 'company', 'internal')),
  avatar_url text check (char_length(avatar_url) <= 2048),
  description text check (char_length(description) <= 2000),
  company_id uuid references public.companies (id) on delete set null,
  job_id uuid,
  job_application_id uuid,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_archived boolean not null default false,
  message_count integer not null default 0,
  last_message_at timestamptz,
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint conversations_application_has_application check (conversation_category <> 'application' or job_application_id is not null)
);

comment on table public.conversations is
  'Chat conversations: direct, group or channel; category hiring, support, general or application (tied to a job application). Mirrored on the device.';
comment on column public.conversations.job_id is 'The job the conversation is about, if any (jobs arrive with the job board).';
comment on column public.conversations.job_application_id is 'The job application an application conversation belongs to.';

create index conversations_company_idx on public.conversations (company_id);
create index conversations_application_idx on public.conversations (job_application_id);
create index conversations_modified_id_idx on public.conversations (_modified, id);

create trigger set_modified before insert or update on public.conversations
  for each row execute function public.set_replication_modified();

create type public.participant_user_type as enum ('talent', 'company', 'recruiter', 'internal');

create table public.conversation_participants (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  participant_role text not null default 'member' check (participant_role in ('owner', 'admin', 'member')),
  user_type public.participant_user_type not null default 'talent',
  unread_count integer not null default 0 check (unread_count >= 0),
  last_read_at timestamptz,
  is_active boolean not null default true,
  joined_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  unique (conversation_id, user_id)
);

comment on table public.conversation_participants is
  'Membership of a conversation, with the participant''s read position (unread_count, last_read_at) and whether they are still in it (is_active). Mirrored on the device.';

create index conversation_participants_user_idx on public.conversation_participants (user_id);
create index conversation_participants_modified_id_idx on public.conversation_participants (_modified, id);

create trigger set_modified before insert or update on public.conversation_participants
  for each row execute function public.set_replication_modified();

create or replace function public.is_conversation_participant(conv uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversation_participants p
    where p.conversation_id = conv and p.user_id = auth.uid() and p.is_active and not p._deleted
  )
$$;

comment on function public.is_conversation_participant(uuid) is 'Whether the caller is an active participant of the conversation.';

create or replace function public.can_manage_conversation(conv uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
    where c.id = conv and c.created_by = auth.uid() and not c._deleted
  ) or exists (
    select 1 from public.conversation_participants p
    where p.conversation_id = conv and p.user_id = auth.uid() and p.is_active and not p._deleted
      and p.participant_role in ('owner', 'admin')
  )
$$;

comment on function public.can_manage_conversation(uuid) is
  'Whether the caller created the conversation or is one of its active owners or admins, and so may add people.';

-- Clients edit the title, description, avatar and archive flag. The creator alone may
-- delete. Counters, links and authorship belong to the server.
create or replace function private.guard_conversation_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    new.message_count := 0;
    new.last_message_at := null;
    new._deleted := false;
    if new.company_id is not null and not public.is_company_member(new.company_id) then
      raise exception 'Only members of a company can start its conversations' using errcode = '42501';
    end if;
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new),
    array['title', 'description', 'avatar_url', 'is_archived', 'updated_at', '_deleted'],
    'A conversation''s type, links, author and counters');
  if new._deleted and not old._deleted and old.created_by is distinct from auth.uid() then
    raise exception 'Only the creator can delete a conversation' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.conversations
  for each row execute function private.guard_conversation_write();

-- A participant moves their own read position forward (the later one wins), lowers their
-- unread count, or leaves. Managers add people; nobody else changes a participant row.
create or replace function private.guard_participant_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.unread_count := 0;
    new.last_read_at := null;
    new.is_active := true;
    new.joined_at := now();
    new._deleted := false;
    return new;
  end if;
  if old.user_id is distinct from auth.uid() then
    raise exception 'Only the participant can change their own read position or leave' using errcode = '42501';
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new), array['unread_count', 'last_read_at', 'is_active'],
    'A participant''s conversation, role and membership details');
  if new.unread_count > old.unread_count then
    raise exception 'unread_count can only go down' using errcode = '42501';
  end if;
  if new.last_read_at is null or new.last_read_at < old.last_read_at then
    new.last_read_at := old.last_read_at;
  end if;
  if new.last_read_at > now() then
    new.last_read_at := now();
  end if;
  if new.is_active and not old.is_active then
    raise exception 'A participant who left cannot rejoin on their own' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.conversation_participants
  for each row execute function private.guard_participant_write();

alter table public.conversations enable row level security;
alter table public.conversation_participants enable row level security;

create policy "Participants can read their conversations"
  on public.conversations for select to authenticated
  using (public.is_conversation_participant(id) or created_by = (select auth.uid()));

create policy "Signed-in users can start conversations"
  on public.conversations for insert to authenticated
  with check (created_by = (select auth.uid()));

create policy "Participants can update their conversations"
  on public.conversations for update to authenticated
  using (public.is_conversation_participant(id))
  with check (public.is_conversation_participant(id));

create policy "Users can read their own participation"
  on public.conversation_participants for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Participants can see who else is in their conversations"
  on public.conversation_participants for select to authenticated
  using (public.is_conversation_participant(conversation_id));

-- A creator adding people sees the rows they add, before being a participant themselves.
create policy "Conversation managers can see who they added"
  on public.conversation_participants for select to authenticated
  using (public.can_manage_conversation(conversation_id));

create policy "Conversation managers can add participants"
  on public.conversation_participants for insert to authenticated
  with check (public.can_manage_conversation(conversation_id));

create policy "Participants can update their own participation"
  on public.conversation_participants for update to authenticated
  using (user_id = (select auth.uid()) and public.is_conversation_participant(conversation_id))
  with check (user_id = (select auth.uid()));

create view public.conversation_participants_detailed
with (security_invoker = true)
as
select
  p.id,
  p.conversation_id,
  p.user_id,
  p.unread_count,
  p.last_read_at,
  p.is_active,
  pr.avatar_url as profile_avatar_url,
  coalesce(pr.display_name, 'User') as display_name,
  p.user_type,
  p.participant_role,
  p.joined_at
from public.conversation_participants p
left join public.user_profiles pr on pr.user_id = p.user_id
where not p._deleted;

comment on view public.conversation_participants_detailed is
  'Participants with their display name and avatar, for the chat list. Runs with the caller''s rights, so the participant policies apply.';

alter publication supabase_realtime add table public.conversations;
alter publication supabase_realtime add table public.conversation_participants;
