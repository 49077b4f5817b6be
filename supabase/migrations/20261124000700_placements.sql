-- Placements and their fee ledger. When an application a recruiter submitted becomes 'hired',
-- the database records a placement with the fee from the job's terms: a fixed amount, or a
-- percentage of the first-year salary (the job's top salary annualised until the company sets
-- the agreed one). The ledger moves expected → scheduled (the company sets the start date) →
-- paid (settle_placements, once the guarantee period has passed); internal staff void the fee
-- of a hire who left inside the guarantee. The recruiter, the company and internal staff read
-- it. Mirrored on the device.

create table public.placements (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid references public.recruiter_submissions (id) on delete set null,
  application_id uuid not null unique references public.job_applications (id) on delete cascade,
  recruiter_id uuid not null references auth.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  talent_id uuid not null references auth.users (id) on delete cascade,
  fee_type text not null check (fee_type in ('percentage', 'fixed')),
  fee_percent numeric(5, 2),
  first_year_salary numeric(14, 2) check (first_year_salary >= 0),
  fee_amount numeric(14, 2),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  guarantee_days integer not null default 90,
  start_date date,
  status text not null default 'expected' check (status in ('expected', 'scheduled', 'paid', 'void')),
  paid_at timestamptz,
  void_reason text check (char_length(void_reason) <= 1000),
  voided_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.placements is
  'A recruiter''s hire and its fee: expected at hire, scheduled once the start date is set, paid after the guarantee period, or void when the hire left inside it. Read by the recruiter, the company and internal staff. Mirrored on the device.';

create index placements_recruiter_idx on public.placements (recruiter_id);
create index placements_company_idx on public.placements (company_id);
create index placements_due_idx on public.placements (start_date) where status = 'scheduled';

create or replace function private.placement_fee(fee_type text, fee_percent numeric, fee_amount numeric, salary numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when fee_type = 'fixed' then fee_amount
              when salary is null then null
              else round(salary * fee_percent / 100, 2) end
$$;

create or replace function private.annual_salary(amount numeric, period text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select amount * case period when 'month' then 12 when 'hour' then 2080 else 1 end
$$;

create or replace function private.record_placement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.recruiter_submissions;
  job public.jobs := private.job_of(new.job_id);
  salary numeric;
begin
  select * into s from public.recruiter_submissions r
   where r.application_id = new.id and r.status = 'submitted' and not r._deleted limit 1;
  if s.id is null or job.recruiter_fee_type is null
     or exists (select 1 from public.placements p where p.application_id = new.id) then
    return null;
  end if;
  salary := private.annual_salary(coalesce(job.salary_max, job.salary_min), job.salary_period);
  insert into public.placements (submission_id, application_id, recruiter_id, company_id, job_id, talent_id,
                                 fee_type, fee_percent, first_year_salary, fee_amount, currency, guarantee_days)
  values (s.id, new.id, s.recruiter_id, new.company_id, new.job_id, new.user_id, job.recruiter_fee_type,
          job.recruiter_fee_percent, salary,
          private.placement_fee(job.recruiter_fee_type, job.recruiter_fee_percent, job.recruiter_fee_amount, salary),
          job.salary_currency, job.recruiter_guarantee_days);
  insert into public.notifications (user_id, type, title, message, data)
  values (s.recruiter_id, 'application', private.person_name(new.user_id) || ' was hired for ' || job.title,
          'A placement fee is now expected.', jsonb_build_object('kind', 'placement', 'application_id', new.id));
  return null;
end;
$$;

create trigger record_placement after update of status on public.job_applications
  for each row when (new.status = 'hired' and old.status is distinct from 'hired')
  execute function private.record_placement();

-- The company sets the start date and the agreed first-year salary; the rest is the server's.
create or replace function private.guard_placement_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    if new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new), array['start_date', 'first_year_salary', 'updated_at'], 'A placement''s fee and ledger');
  if old.status not in ('expected', 'scheduled') then
    raise exception 'A paid or void placement cannot change' using errcode = '42501';
  end if;
  new.fee_amount := private.placement_fee(new.fee_type, new.fee_percent, old.fee_amount, new.first_year_salary);
  new.status := case when new.start_date is null then 'expected' else 'scheduled' end;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before update on public.placements
  for each row execute function private.guard_placement_write();

create or replace function public.settle_placements()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settled integer;
begin
  if not (private.is_service_request() or public.is_internal_admin()) then
    raise exception 'Only the scheduler and internal admins settle placements' using errcode = '42501';
  end if;
  update public.placements p
     set status = 'paid', paid_at = now()
   where p.status = 'scheduled' and not p._deleted and p.start_date + p.guarantee_days <= current_date;
  get diagnostics settled = row_count;
  return settled;
end;
$$;

comment on function public.settle_placements() is
  'Marks paid every scheduled placement whose guarantee period has passed; returns how many. Run by the scheduler (pg_cron on a hosted project) or internal admins.';

create or replace function public.void_placement(placement_id uuid, reason text)
returns public.placements
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.placements;
begin
  if not public.is_internal_user() then
    raise exception 'Only internal staff void placement fees' using errcode = '42501';
  end if;
  if nullif(btrim(coalesce(reason, '')), '') is null then
    raise exception 'Give a reason for voiding the fee' using errcode = '22023';
  end if;
  select * into p from public.placements x where x.id = placement_id and not x._deleted for update;
  if p.id is null then
    raise exception 'No such placement' using errcode = '22023';
  end if;
  if p.status not in ('expected', 'scheduled') then
    raise exception 'Only an unpaid placement can be voided' using errcode = '22023';
  end if;
  if p.start_date is not null and current_date >= p.start_date + p.guarantee_days then
    raise exception 'The guarantee period has ended' using errcode = '22023';
  end if;
  update public.placements x
     set status = 'void', void_reason = btrim(reason), voided_by = auth.uid()
   where x.id = p.id
  returning * into p;
  insert into public.notifications (user_id, type, title, message, data)
  values (p.recruiter_id, 'application', 'A placement fee was voided', btrim(reason),
          jsonb_build_object('kind', 'placement_void', 'placement_id', p.id));
  return p;
end;
$$;

comment on function public.void_placement(uuid, text) is
  'Internal staff record that a hire left inside the guarantee period: the fee is void, with the reason, and the recruiter is told.';

create policy "Recruiters can read their placements"
  on public.placements for select to authenticated
  using (recruiter_id = (select auth.uid()));

create policy "Company members can read their company's placements"
  on public.placements for select to authenticated
  using (company_id in (select private.member_company_ids()));

create policy "Internal staff can read every placement"
  on public.placements for select to authenticated
  using ((select public.is_internal_user()));

create policy "Company reviewers can set a placement's start and salary"
  on public.placements for update to authenticated
  using (company_id in (select private.company_ids_with_role(private.application_reviewer_roles())))
  with check (company_id in (select private.company_ids_with_role(private.application_reviewer_roles())));

revoke all on table public.placements from anon, authenticated;
grant select, update on table public.placements to authenticated;
grant select, insert, update, delete on table public.placements to service_role;

revoke all on function public.settle_placements(), public.void_placement(uuid, text) from public, anon;
grant execute on function public.settle_placements(), public.void_placement(uuid, text) to authenticated, service_role;

select private.apply_replication_contract('public.placements');
select private.restrict_table_grants();
select private.restrict_private_functions();
