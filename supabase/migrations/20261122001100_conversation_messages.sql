-- Messages and typing indicators. A message is posted by its sender only (sender_id is the
-- caller), into a conversation they are active in, and is immutable once sent: the sender
-- may only soft-delete it. The sender's name and avatar are taken from their profile, not
-- from the client. Each new message raises unread_count for every other active participant
-- and moves the conversation's counters.

create table public.conversation_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid references auth.users (id) on delete set null,
  sender_name text check (char_length(sender_name) <= 120),
  sender_avatar_url text check (char_length(sender_avatar_url) <= 2048),
  sender_type text not null default 'user' check (sender_type in ('user', 'system')),
  content text not null check (char_length(content) <= 10000),
  message_type text not null default 'text' check (message_type in ('text', 'file', 'image', 'system', 'call')),
  attachments jsonb not null default '[]'::jsonb check (jsonb_typeof(attachments) = 'array'),
  reactions jsonb not null default '{}'::jsonb check (jsonb_typeof(reactions) = 'object'),
  encrypted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint conversation_messages_text_not_blank check (message_type <> 'text' or btrim(content) <> '')
);

comment on table public.conversation_messages is
  'Chat messages. Ids may be made on the device, so a retried send stores the message once. Immutable once sent; the sender may soft-delete (_deleted). Mirrored on the device.';

create index conversation_messages_conversation_created_idx on public.conversation_messages (conversation_id, created_at, id);
create index conversation_messages_modified_id_idx on public.conversation_messages (_modified, id);

create trigger set_modified before insert or update on public.conversation_messages
  for each row execute function public.set_replication_modified();

create or replace function private.guard_message_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  profile public.user_profiles;
begin
  if tg_op = 'INSERT' then
    select * into profile from public.user_profiles p where p.user_id = new.sender_id;
    if profile.id is not null then
      new.sender_name := coalesce(profile.display_name, 'User');
      new.sender_avatar_url := profile.avatar_url;
    end if;
    if private.is_client_write() then
      if new.message_type = 'system' or new.sender_type <> 'user' then
        raise exception 'System messages are written by the server only' using errcode = '42501';
      end if;
      new.created_at := least(coalesce(new.created_at, now()), now());
      new.updated_at := new.created_at;
      new.reactions := '{}'::jsonb;
      new._deleted := false;
    end if;
    return new;
  end if;
  if not private.is_client_write() then
    return new;
  end if;
  perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['_deleted', 'updated_at'],
    'A sent message');
  if old._deleted and not new._deleted then
    raise exception 'A deleted message cannot be restored' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.conversation_messages
  for each row execute function private.guard_message_write();

create or replace function private.count_new_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new._deleted then
    return null;
  end if;
  update public.conversation_participants p
     set unread_count = p.unread_count + 1
   where p.conversation_id = new.conversation_id
     and p.user_id is distinct from new.sender_id
     and p.is_active and not p._deleted;
  update public.conversations c
     set message_count = c.message_count + 1,
         last_message_at = greatest(c.last_message_at, new.created_at),
         updated_at = now()
   where c.id = new.conversation_id;
  return null;
end;
$$;

create trigger count_new_message after insert on public.conversation_messages
  for each row execute function private.count_new_message();

alter table public.conversation_messages enable row level security;

create policy "Participants can read the messages of their conversations"
  on public.conversation_messages for select to authenticated
  using (public.is_conversation_participant(conversation_id));

create policy "Participants can post as themselves"
  on public.conversation_messages for insert to authenticated
  with check (sender_id = (select auth.uid()) and public.is_conversation_participant(conversation_id));

create policy "Senders can delete their own messages"
  on public.conversation_messages for update to authenticated
  using (sender_id = (select auth.uid()) and public.is_conversation_participant(conversation_id))
  with check (sender_id = (select auth.uid()));

alter publication supabase_realtime add table public.conversation_messages;

create table public.conversation_typing_indicators (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  user_name text check (char_length(user_name) <= 120),
  expires_at timestamptz not null default now() + interval '10 seconds',
  primary key (conversation_id, user_id)
);

comment on table public.conversation_typing_indicators is
  'Who is typing in a conversation, until expires_at (10 s after the last keystroke). Short-lived: rows are upserted and deleted, never mirrored.';

create or replace function private.guard_typing_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.user_name := coalesce(
    (select p.display_name from public.user_profiles p where p.user_id = new.user_id), new.user_name);
  if private.is_client_write() then
    new.expires_at := least(coalesce(new.expires_at, now() + interval '10 seconds'), now() + interval '30 seconds');
  end if;
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.conversation_typing_indicators
  for each row execute function private.guard_typing_write();

alter table public.conversation_typing_indicators enable row level security;

create policy "Participants can see who is typing"
  on public.conversation_typing_indicators for select to authenticated
  using (public.is_conversation_participant(conversation_id));

create policy "Participants can say they are typing"
  on public.conversation_typing_indicators for insert to authenticated
  with check (user_id = (select auth.uid()) and public.is_conversation_participant(conversation_id));

create policy "Participants can refresh their own typing indicator"
  on public.conversation_typing_indicators for update to authenticated
  using (user_id = (select auth.uid()) and public.is_conversation_participant(conversation_id))
  with check (user_id = (select auth.uid()));

create policy "Participants can clear their own typing indicator"
  on public.conversation_typing_indicators for delete to authenticated
  using (user_id = (select auth.uid()));

alter publication supabase_realtime add table public.conversation_typing_indicators;
