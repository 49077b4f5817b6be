-- Internal Analytics: the series and figures behind the portal's charts, counted by the database
-- for a range of days (both included, in UTC), for internal staff only:
--   signups        accounts created per day
--   messages       chat messages sent per day
--   submissions    recruiter submissions per day, and placements per day
--   funnel         of the applications made in the range: applied; still reviewing or further
--                  (reviewing, interviewed, hired); interviewed or hired; hired
--   time_to_hire   the median days from application to hire, of hires made in the range
--   totals         submissions and placements in the range by status
-- Every day of the range is in each series, zeros included, so the charts keep their shape.

create or replace function public.internal_analytics(from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz := from_day::timestamp at time zone 'UTC';
  until timestamptz := (to_day + 1)::timestamp at time zone 'UTC';
begin
  perform private.require_internal_rank(1, 'Only internal staff can read analytics');
  if from_day is null or to_day is null then
    raise exception 'Choose the first and last day' using errcode = '22023';
  end if;
  if from_day > to_day then
    raise exception 'The first day must be on or before the last day' using errcode = '22023';
  end if;
  if to_day - from_day > 365 then
    raise exception 'Choose a range of at most a year' using errcode = '22023';
  end if;

  return jsonb_build_object(
    'from_day', from_day,
    'to_day', to_day,
    'series', (
      with days as (select g::date as day from generate_series(from_day, to_day, interval '1 day') g),
      signups as (select (u.created_at at time zone 'UTC')::date as day, count(*) as n from auth.users u
                   where u.created_at >= since and u.created_at < until and u.deleted_at is null group by 1),
      messages as (select (m.created_at at time zone 'UTC')::date as day, count(*) as n from public.conversation_messages m
                    where m.created_at >= since and m.created_at < until group by 1),
      submissions as (select (x.created_at at time zone 'UTC')::date as day, count(*) as n from public.recruiter_submissions x
                       where x.created_at >= since and x.created_at < until and not x._deleted group by 1),
      placements as (select (p.created_at at time zone 'UTC')::date as day, count(*) as n from public.placements p
                      where p.created_at >= since and p.created_at < until and not p._deleted group by 1)
      select jsonb_agg(jsonb_build_object(
               'day', d.day, 'signups', coalesce(su.n, 0), 'messages', coalesce(me.n, 0),
               'submissions', coalesce(sb.n, 0), 'placements', coalesce(pl.n, 0)) order by d.day)
        from days d
        left join signups su on su.day = d.day
        left join messages me on me.day = d.day
        left join submissions sb on sb.day = d.day
        left join placements pl on pl.day = d.day),
    'funnel', (
      select jsonb_build_object(
               'applied', count(*),
               'reviewing', count(*) filter (where a.status in ('reviewing', 'interviewed', 'hired')),
               'interviewed', count(*) filter (where a.status in ('interviewed', 'hired')),
               'hired', count(*) filter (where a.status = 'hired'))
        from public.job_applications a
       where a.created_at >= since and a.created_at < until and not a._deleted),
    'time_to_hire', (
      select jsonb_build_object(
               'hires', count(*),
               'median_days', round((percentile_cont(0.5) within group (
                                order by extract(epoch from a.status_changed_at - a.created_at) / 86400))::numeric, 1))
        from public.job_applications a
       where a.status = 'hired' and a.status_changed_at >= since and a.status_changed_at < until and not a._deleted),
    'totals', jsonb_build_object(
      'submissions', (select coalesce(jsonb_object_agg(x.status, x.n), '{}'::jsonb)
                        from (select s.status, count(*) as n from public.recruiter_submissions s
                               where s.created_at >= since and s.created_at < until and not s._deleted
                               group by s.status) x),
      'placements', (select coalesce(jsonb_object_agg(x.status, x.n), '{}'::jsonb)
                       from (select p.status, count(*) as n from public.placements p
                              where p.created_at >= since and p.created_at < until and not p._deleted
                              group by p.status) x)));
end;
$$;

comment on function public.internal_analytics(date, date) is
  'Internal staff: sign-ups, messages, recruiter submissions and placements per day, the application funnel, the median time to hire and submission and placement totals, for a range of at most a year.';

revoke all on function public.internal_analytics(date, date) from public, anon;
grant execute on function public.internal_analytics(date, date) to authenticated, service_role;
