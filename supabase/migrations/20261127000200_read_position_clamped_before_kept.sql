-- A participant's read position never moves back, also when two writes of it overlap. The guard
-- kept the later of the old and new positions, then clamped a position in the future to now(),
-- the start of the writing transaction. A write that started before another one committed a
-- later position, and waited for its row lock, re-read that position as old and was clamped to
-- its own earlier now(): the position moved back (seen in the 1,000-cut flap test). Clamp first,
-- then keep the later of the two.
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
  if new.last_read_at > now() then
    new.last_read_at := now();
  end if;
  if new.last_read_at is null or new.last_read_at < old.last_read_at then
    new.last_read_at := old.last_read_at;
  end if;
  if new.is_active and not old.is_active then
    raise exception 'A participant who left cannot rejoin on their own' using errcode = '42501';
  end if;
  return new;
end;
$$;
