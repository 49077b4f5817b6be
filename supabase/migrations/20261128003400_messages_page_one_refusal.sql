-- get_conversation_messages_paginated answered 'Conversation … not found' (P0001) for an id with
-- no conversation and 'You are not a participant' (42501) for someone else's, so anyone could
-- tell which conversation ids exist. Both are now the same refusal. Body otherwise as in
-- 20261122001200_conversation_rpcs.sql.

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
  -- One answer for 'no such conversation' and 'not yours' (the service role reads any).
  if not exists (select 1 from public.conversations c where c.id = conversation_id_param and not c._deleted)
     or (not private.is_service_request() and not public.is_conversation_participant(conversation_id_param)) then
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
