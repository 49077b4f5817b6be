-- Reading messages: the same rule (the caller's active conversations), written so that
-- Postgres works out the caller's conversations once per query rather than calling
-- is_conversation_participant() for every message it looks at. A device's checkpoint pull
-- reads thousands of rows a page; per-row calls made each page cost as much as the rest of
-- the request.

create or replace function private.active_conversation_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.conversation_id from public.conversation_participants p
   where p.user_id = auth.uid() and p.is_active and not p._deleted
$$;

comment on function private.active_conversation_ids() is
  'The conversations the caller takes part in (active participant rows), for row-level security.';

grant execute on function private.active_conversation_ids() to authenticated;

drop policy "Participants can read the messages of their conversations" on public.conversation_messages;

create policy "Participants can read the messages of their conversations"
  on public.conversation_messages for select to authenticated
  using (conversation_id in (select private.active_conversation_ids()));
