-- The internal dashboard's figures, counted by the database in one call that only internal staff
-- may make. Each KPI is { value, last_30, previous_30 }: its figure now, and how many of its
-- events happened in the last 30 days and in the 30 days before (sign-ups, companies created,
-- jobs opened, applications, hires, applications filed, tickets opened), which the screen
-- turns into a trend.

create or replace function private.kpi(value bigint, last_30 bigint, previous_30 bigint)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('value', value, 'last_30', last_30, 'previous_30', previous_30)
$$;

create or replace function private.in_window(at timestamptz, days_back int)
returns boolean
language sql
stable
set search_path = ''
as $$
  select at > now() - make_interval(days => days_back) and at <= now() - make_interval(days => days_back - 30)
$$;

create or replace function public.internal_dashboard()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  workspaces jsonb;
begin
  perform private.require_internal_rank(1, 'Only internal staff can read the dashboard');

  select jsonb_object_agg(w.workspace, private.kpi(w.people, w.last_30, w.previous_30)) into workspaces
    from (
      select k.workspace, count(distinct r.user_id) as people,
             count(distinct r.user_id) filter (where private.in_window(r.created_at, 30)) as last_30,
             count(distinct r.user_id) filter (where private.in_window(r.created_at, 60)) as previous_30
        from (values ('talent'), ('company'), ('recruiter'), ('internal')) as k (workspace)
        left join public.user_roles r
          on not r._deleted and case k.workspace
               when 'talent' then r.role_type = 'talent'
               when 'company' then r.role_type in ('company_admin', 'company_member')
               when 'recruiter' then r.role_type = 'recruiter'
               else r.role_type::text like 'internal\_%' end
       group by k.workspace
    ) w;

  return jsonb_build_object(
    'users_by_workspace', workspaces,
    'companies', (select private.kpi(count(*), count(*) filter (where private.in_window(c.created_at, 30)),
                                     count(*) filter (where private.in_window(c.created_at, 60)))
                    from public.companies c),
    'open_jobs', (select private.kpi(count(*) filter (where j.status = 'open' and not j._deleted),
                                     count(*) filter (where private.in_window(j.published_at, 30)),
                                     count(*) filter (where private.in_window(j.published_at, 60)))
                    from public.jobs j),
    'applications_this_week', (select private.kpi(count(*) filter (where a.created_at > now() - interval '7 days'),
                                                  count(*) filter (where private.in_window(a.created_at, 30)),
                                                  count(*) filter (where private.in_window(a.created_at, 60)))
                                 from public.job_applications a where not a._deleted),
    'hires_this_month', (select private.kpi(count(*) filter (where a.status_changed_at >= date_trunc('month', now())),
                                            count(*) filter (where private.in_window(a.status_changed_at, 30)),
                                            count(*) filter (where private.in_window(a.status_changed_at, 60)))
                           from public.job_applications a where a.status = 'hired' and not a._deleted),
    'pending_recruiter_applications', (
      select private.kpi(count(*) filter (where t.status in ('open', 'in_progress')),
                         count(*) filter (where private.in_window(t.created_at, 30)),
                         count(*) filter (where private.in_window(t.created_at, 60)))
        from public.support_tickets t where t.category = 'recruiter_application' and not t._deleted),
    'open_tickets', (
      select private.kpi(count(*) filter (where t.status in ('open', 'in_progress')),
                         count(*) filter (where private.in_window(t.created_at, 30)),
                         count(*) filter (where private.in_window(t.created_at, 60)))
        from public.support_tickets t where t.category <> 'recruiter_application' and not t._deleted),
    'counted_at', now());
end;
$$;

comment on function public.internal_dashboard() is
  'Internal staff: the dashboard KPIs (users by workspace, companies, open jobs, applications this week, hires this month, pending recruiter applications, open tickets), each with its count for the last 30 days and the 30 before.';

revoke all on function public.internal_dashboard() from public, anon;
grant execute on function public.internal_dashboard() to authenticated, service_role;

select private.restrict_private_functions();
