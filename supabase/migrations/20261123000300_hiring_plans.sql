-- Hiring plans: what a company means to hire (goal, budget, positions, deadline), grouping the
-- jobs posted for it. Every member of the company reads them; planners (owners, super admins,
-- admins, HR managers, managers) create and edit them and soft-delete them with _deleted.
-- The company, author and timestamps belong to the server. Mirrored on the device.

create type public.hiring_plan_status as enum ('propose', 'ongoing', 'paused', 'past');
create type public.hiring_priority as enum ('high', 'medium', 'low');

create table public.hiring_plans (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  goal text check (char_length(goal) <= 2000),
  status public.hiring_plan_status not null default 'propose',
  department text check (char_length(department) <= 120),
  priority public.hiring_priority not null default 'medium',
  budget numeric(14, 2) check (budget >= 0),
  budget_currency text not null default 'USD' check (budget_currency ~ '^[A-Z]{3}$'),
  positions integer not null default 1 check (positions between 1 and 1000),
  deadline date,
  needs_recruiter boolean not null default false,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  -- Lets jobs name their plan and their company in one foreign key, so a job's plan is
  -- always of the job's own company.
  constraint hiring_plans_id_company_key unique (id, company_id)
);

comment on table public.hiring_plans is
  'A company''s hiring plans: title, goal, status (propose, ongoing, paused, past), department, priority, budget, positions and deadline. Members read; owners, super admins, admins, HR managers and managers write. Mirrored on the device.';

create index hiring_plans_company_status_idx on public.hiring_plans (company_id, status);

-- Clients write the plan's own fields; which company it belongs to, who made it and when are
-- the server's. updated_at is kept by the server on every write.
create or replace function private.guard_hiring_plan_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_by := auth.uid();
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new),
    array['title', 'goal', 'status', 'department', 'priority', 'budget', 'budget_currency', 'positions',
          'deadline', 'needs_recruiter', 'updated_at', '_deleted'],
    'A hiring plan''s company, author and creation time');
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.hiring_plans
  for each row execute function private.guard_hiring_plan_write();

create policy "Company members can read their company's hiring plans"
  on public.hiring_plans for select to authenticated
  using (company_id in (select private.member_company_ids()));

create policy "Company planners can create hiring plans for their company"
  on public.hiring_plans for insert to authenticated
  with check (company_id in (select private.company_ids_with_role(private.hiring_planner_roles())));

create policy "Company planners can edit their company's hiring plans"
  on public.hiring_plans for update to authenticated
  using (company_id in (select private.company_ids_with_role(private.hiring_planner_roles())))
  with check (company_id in (select private.company_ids_with_role(private.hiring_planner_roles())));

revoke all on table public.hiring_plans from anon, authenticated;
grant select, insert, update on table public.hiring_plans to authenticated;
grant select, insert, update, delete on table public.hiring_plans to service_role;

select private.apply_replication_contract('public.hiring_plans');
