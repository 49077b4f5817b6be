-- Job listings. A company's members read all of its jobs; planners (owners, super admins,
-- admins, HR managers, managers) create and edit them. Anyone, signed out included, reads
-- open jobs (the public job pages); a talent also keeps reading the jobs they applied to
-- after they close (that policy comes with job_applications). published_at is stamped by the server the first time a job opens.
-- Mirrored on the device.

create type public.employment_type as enum ('full_time', 'part_time', 'contract', 'internship', 'temporary');
create type public.job_workplace as enum ('onsite', 'hybrid', 'remote');
create type public.job_status as enum ('draft', 'open', 'paused', 'closed');

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  hiring_plan_id uuid,
  slug text check (char_length(slug) between 2 and 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 20000),
  employment_type public.employment_type not null default 'full_time',
  location text check (char_length(location) <= 200),
  workplace public.job_workplace not null default 'onsite',
  salary_min numeric(14, 2) check (salary_min >= 0),
  salary_max numeric(14, 2) check (salary_max >= 0),
  salary_currency text not null default 'USD' check (salary_currency ~ '^[A-Z]{3}$'),
  salary_period text not null default 'year' check (salary_period in ('year', 'month', 'hour')),
  status public.job_status not null default 'draft',
  published_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint jobs_salary_range check (salary_min is null or salary_max is null or salary_min <= salary_max),
  constraint jobs_plan_of_same_company foreign key (hiring_plan_id, company_id)
    references public.hiring_plans (id, company_id) on delete set null (hiring_plan_id),
  -- Lets applications name their job and its company in one foreign key.
  constraint jobs_id_company_key unique (id, company_id)
);

comment on table public.jobs is
  'Job listings of a company, optionally under a hiring plan of the same company. slug is the job''s part of the public URL (/company/{identifier}/{slug}), unique per company among rows not deleted. Members read; planners write; anyone reads open jobs. Mirrored on the device.';
comment on column public.jobs.published_at is 'When the job first opened; set by the server.';

create unique index jobs_company_slug_key on public.jobs (company_id, slug) where not _deleted and slug is not null;
create index jobs_company_status_idx on public.jobs (company_id, status);
create index jobs_hiring_plan_idx on public.jobs (hiring_plan_id);
create index jobs_open_published_idx on public.jobs (published_at desc) where status = 'open' and not _deleted;

create or replace function private.guard_job_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_write() then
    if tg_op = 'INSERT' then
      new.created_by := auth.uid();
      new.created_at := now();
      new.published_at := null;
      new._deleted := false;
    else
      perform private.reject_other_column_changes(
        to_jsonb(old), to_jsonb(new),
        array['hiring_plan_id', 'slug', 'title', 'description', 'employment_type', 'location', 'workplace',
              'salary_min', 'salary_max', 'salary_currency', 'salary_period', 'status', 'updated_at', '_deleted'],
        'A job''s company, author, creation and publication times');
    end if;
    new.updated_at := now();
  elsif tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  -- Stamped once: reopening a paused job keeps its first publication time.
  if new.status = 'open' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.jobs
  for each row execute function private.guard_job_write();

create policy "Anyone can read open jobs"
  on public.jobs for select to anon, authenticated
  using (status = 'open' and not _deleted);

create policy "Company members can read their company's jobs"
  on public.jobs for select to authenticated
  using (company_id in (select private.member_company_ids()));

create policy "Company planners can create jobs for their company"
  on public.jobs for insert to authenticated
  with check (company_id in (select private.company_ids_with_role(private.hiring_planner_roles())));

create policy "Company planners can edit their company's jobs"
  on public.jobs for update to authenticated
  using (company_id in (select private.company_ids_with_role(private.hiring_planner_roles())))
  with check (company_id in (select private.company_ids_with_role(private.hiring_planner_roles())));

revoke all on table public.jobs from anon, authenticated;
grant select on table public.jobs to anon;
grant select, insert, update on table public.jobs to authenticated;
grant select, insert, update, delete on table public.jobs to service_role;

select private.apply_replication_contract('public.jobs');
