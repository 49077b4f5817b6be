-- Chat RPCs: a page of a conversation's messages around a cursor, and marking a
-- conversation read. Both are for the conversation's active participants only.

create or replace function private.require_caller()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.uid() is null and not private.is_service_request() then
    raise exception 'Authentication required' using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;

-- direction 'before' returns the page_size messages just before the cursor (the latest
-- ones without a cursor); 'after' the page_size just after it (the first ones without a
-- cursor). Either way the page comes oldest first. Soft-deleted messages are left out.
create or replace function public.get_conversation_messages_paginated(
  conversation_id_param uuid,
  cursor_id uuid default null,
  page_size integer default 50,
  direction text default 'before')
returns setof public.conversation_messages
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  anchor public.conversation_messages;
begin
  perform private.require_caller();
  if conversation_id_param is null then
    raise exception 'conversation_id_param is required' using errcode = '22004';
  end if;
  if not exists (select 1 from public.conversations c where c.id = conversation_id_param and not c._deleted) then
    raise exception 'Conversation % not found', conversation_id_param using errcode = 'P0001';
  end if;
  if not private.is_service_request() and not public.is_conversation_participant(conversation_id_param) then
    raise exception 'You are not a participant in this conversation' using errcode = '42501';
  end if;
  if page_size is null or page_size not between 1 and 200 then
    raise exception 'page_size must be between 1 and 200' using errcode = 'P0001';
  end if;
  if direction is null or direction not in ('before', 'after') then
    raise exception 'direction must be before or after' using errcode = 'P0001';
  end if;
  if cursor_id is not null then
    select * into anchor from public.conversation_messages m
     where m.id = cursor_id and m.conversation_id = conversation_id_param;
    if anchor.id is null then
      raise exception 'Cursor message % is not in this conversation', cursor_id using errcode = 'P0001';
    end if;
  end if;

  if direction = 'before' then
    return query
      select page.* from (
        select m.* from public.conversation_messages m
         where m.conversation_id = conversation_id_param and not m._deleted
           and (anchor.id is null or (m.created_at, m.id) < (anchor.created_at, anchor.id))
         order by m.created_at desc, m.id desc
         limit page_size
      ) page
      order by page.created_at, page.id;
  else
    return query
      select m.* from public.conversation_messages m
       where m.conversation_id = conversation_id_param and not m._deleted
         and (anchor.id is null or (m.created_at, m.id) > (anchor.created_at, anchor.id))
       order by m.created_at, m.id
       limit page_size;
  end if;
end;
$$;

comment on function public.get_conversation_messages_paginated(uuid, uuid, integer, text) is
  'A page (1 to 200, default 50) of a conversation''s messages before or after cursor_id, oldest first. Active participants only.';

create or replace function public.mark_conversation_as_read(conversation_id_param uuid, user_id_param uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  participant public.conversation_participants;
begin
  if conversation_id_param is null or user_id_param is null then
    raise exception 'conversation_id_param and user_id_param are required' using errcode = '22004';
  end if;
  if user_id_param is distinct from caller and not private.is_service_request() then
    raise exception 'You can only mark conversations read for yourself' using errcode = '42501';
  end if;
  update public.conversation_participants p
     set unread_count = 0,
         last_read_at = greatest(p.last_read_at, now())
   where p.conversation_id = conversation_id_param and p.user_id = user_id_param
     and p.is_active and not p._deleted
  returning p.* into participant;
  if participant.id is null then
    raise exception 'You are not a participant in this conversation' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'success', true,
    'conversation_id', participant.conversation_id,
    'unread_count', participant.unread_count,
    'last_read_at', participant.last_read_at);
end;
$$;

comment on function public.mark_conversation_as_read(uuid, uuid) is
  'Zeroes the caller''s unread_count in the conversation and moves last_read_at to now. user_id_param must be the caller.';
