-- A talent's professional profile: headline, experience, skills, education, expected rate and
-- contact preferences, one per account. Its owner reads and writes it; members of a company
-- the talent applied to (an application not withdrawn) read it, to see the candidate behind
-- the application. Nobody else, and never signed-out visitors. Mirrored on the device.

create table public.talent_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  headline text check (char_length(headline) <= 200),
  location text check (char_length(location) <= 200),
  experience_years integer check (experience_years between 0 and 70),
  skills text[] not null default '{}',
  work_experience jsonb not null default '[]'::jsonb check (jsonb_typeof(work_experience) = 'array'),
  education jsonb not null default '[]'::jsonb check (jsonb_typeof(education) = 'array'),
  expected_rate numeric(14, 2) check (expected_rate >= 0),
  expected_rate_currency text not null default 'USD' check (expected_rate_currency ~ '^[A-Z]{3}$'),
  expected_rate_period text not null default 'year' check (expected_rate_period in ('hour', 'month', 'year')),
  employment_type public.employment_type,
  phone text check (char_length(phone) <= 40),
  links jsonb not null default '[]'::jsonb check (jsonb_typeof(links) = 'array'),
  open_to_recruiters boolean not null default false,
  show_email boolean not null default false,
  show_phone boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint talent_profiles_skills_bounded check (cardinality(skills) <= 100)
);

comment on table public.talent_profiles is
  'A talent''s professional profile (headline, experience, skills, work experience, education, expected rate, contact preferences), one per account. Read by its owner and by members of companies the talent applied to; written by its owner. Mirrored on the device.';
comment on column public.talent_profiles.work_experience is 'Array of {title, company, period, description}.';
comment on column public.talent_profiles.education is 'Array of {school, degree, period}.';
comment on column public.talent_profiles.links is 'Array of {label, url}.';

create or replace function private.guard_talent_profile_write()
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
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new),
    array['headline', 'location', 'experience_years', 'skills', 'work_experience', 'education', 'expected_rate',
          'expected_rate_currency', 'expected_rate_period', 'employment_type', 'phone', 'links',
          'open_to_recruiters', 'show_email', 'show_phone', 'updated_at', '_deleted'],
    'A talent profile''s account and creation time');
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.talent_profiles
  for each row execute function private.guard_talent_profile_write();

-- The talent who applied (an application not withdrawn) to a company the caller belongs to.
create or replace function private.applicant_user_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.user_id from public.job_applications a
   where not a._deleted
     and a.company_id in (select m.company_id from public.company_team_members m
                           where m.user_id = auth.uid() and not m._deleted)
$$;

comment on function private.applicant_user_ids() is
  'The talent with an application not withdrawn to a company the caller is a member of, for row-level security.';

grant execute on function private.applicant_user_ids() to authenticated, service_role;

create policy "Talent can read their own profile"
  on public.talent_profiles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Company members can read the profiles of talent who applied to them"
  on public.talent_profiles for select to authenticated
  using (user_id in (select private.applicant_user_ids()));

create policy "Talent can create their own profile"
  on public.talent_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Talent can edit their own profile"
  on public.talent_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on table public.talent_profiles from anon, authenticated;
grant select, insert, update on table public.talent_profiles to authenticated;
grant select, insert, update, delete on table public.talent_profiles to service_role;

select private.apply_replication_contract('public.talent_profiles');
