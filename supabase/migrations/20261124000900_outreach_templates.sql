-- The outreach templates a recruiter may build campaigns from (ids starting
-- 'recruiter_outreach'), readable by recruiters; the other notification templates stay internal.

create or replace function public.outreach_templates()
returns table (id text, name text, subject text, body text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_recruiter(auth.uid()) then
    raise exception 'Outreach templates are for recruiters' using errcode = '42501';
  end if;
  return query
    select t.id, t.name, t.subject, t.body from public.notification_templates t
     where t.id like 'recruiter_outreach%' and t.channel = 'email'
     order by t.id;
end;
$$;

comment on function public.outreach_templates() is 'The e-mail templates recruiters build outreach campaigns from.';

revoke all on function public.outreach_templates() from public, anon;
grant execute on function public.outreach_templates() to authenticated, service_role;
