-- Marking notifications read, for the device's outbox: one call for one notification or for
-- "mark all read". Only the recipient may mark a notification, and read never goes back to
-- unread. Marking one that is already read changes nothing, so a replayed call is harmless.
-- Returns how many were newly marked; the device gets the changed rows through its stream.

create or replace function public.mark_notifications_read(notification_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  wanted integer;
  found integer;
  marked integer;
begin
  if caller is null then
    raise exception 'Only a signed-in user can mark notifications read' using errcode = '42501';
  end if;
  if notification_ids is null then
    raise exception 'notification_ids is required' using errcode = '22004';
  end if;
  wanted := cardinality(array(select distinct unnest(notification_ids)));
  if wanted = 0 then
    return 0;
  end if;
  if wanted > 5000 then
    raise exception 'At most 5000 notifications can be marked read at once, not %', wanted using errcode = '22023';
  end if;
  select count(*) into found from public.notifications n
   where n.id = any(notification_ids) and n.user_id = caller;
  if found < wanted then
    raise exception '% of the % notifications are not yours to mark read', wanted - found, wanted
      using errcode = '42501';
  end if;

  update public.notifications n set read = true
   where n.id = any(notification_ids) and n.user_id = caller and not n.read;
  get diagnostics marked = row_count;
  return marked;
end;
$$;

revoke execute on function public.mark_notifications_read(uuid[]) from public, anon;
grant execute on function public.mark_notifications_read(uuid[]) to authenticated;
