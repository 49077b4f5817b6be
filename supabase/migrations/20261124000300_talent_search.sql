-- Talent Search for recruiters: the profiles of people who chose 'Open to recruiters', found
-- by their words (headline and skills first, then location), skills, location, experience and
-- availability (employment type), a page at a time. Row-level security decides who appears:
-- the function runs as the caller, and recruiters read only opted-in profiles, so someone who
-- did not opt in never appears, whatever the client asks.

create policy "Recruiters can read talent profiles open to recruiters"
  on public.talent_profiles for select to authenticated
  using (open_to_recruiters and not _deleted and (select private.is_recruiter((select auth.uid()))));

create or replace function public.talent_search_vector(headline text, skills text[], location text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(headline, '') || ' ' || array_to_string(skills, ' ')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(location, '')), 'B')
$$;

comment on function public.talent_search_vector(text, text[], text) is
  'The weighted full-text vector of a talent profile (headline and skills A, location B), indexed by talent_profiles_search_idx.';

create index talent_profiles_search_idx on public.talent_profiles
  using gin (public.talent_search_vector(headline, skills, location))
  where open_to_recruiters and not _deleted;

create type public.talent_search_result as (
  user_id uuid,
  display_name text,
  first_name text,
  last_name text,
  avatar_url text,
  headline text,
  location text,
  experience_years integer,
  skills text[],
  employment_type public.employment_type,
  expected_rate numeric,
  expected_rate_currency text,
  expected_rate_period text,
  rank real,
  total_count bigint
);

create or replace function public.search_talent(
  q text default '',
  skills text[] default null,
  location text default null,
  min_experience integer default null,
  max_experience integer default null,
  employment_type public.employment_type default null,
  page_size integer default 20,
  page integer default 0)
returns setof public.talent_search_result
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  words tsquery;
  wanted text[] := (select array_agg(lower(btrim(s))) from unnest(coalesce(search_talent.skills, '{}')) s where btrim(s) <> '');
begin
  if not private.is_recruiter(auth.uid()) then
    raise exception 'Talent Search is for recruiters' using errcode = '42501';
  end if;
  if search_talent.page_size is null or search_talent.page_size not between 1 and 50 then
    raise exception 'page_size must be between 1 and 50' using errcode = '22023';
  end if;
  if search_talent.page is null or search_talent.page < 0 then
    raise exception 'page must be 0 or more' using errcode = '22023';
  end if;
  if char_length(coalesce(q, '')) > 200 then
    raise exception 'Search words are limited to 200 characters' using errcode = '22023';
  end if;
  if cardinality(coalesce(search_talent.skills, '{}')) > 20 then
    raise exception 'Search by at most 20 skills' using errcode = '22023';
  end if;
  if min_experience < 0 or max_experience < 0 then
    raise exception 'Years of experience cannot be negative' using errcode = '22023';
  end if;
  if min_experience > max_experience then
    raise exception 'The minimum experience is above the maximum' using errcode = '22023';
  end if;
  words := public.job_search_query(q);
  return query
    with matches as (
      select t.user_id,
             case when words is null then 0::real
                  else ts_rank_cd(public.talent_search_vector(t.headline, t.skills, t.location), words) end as rank
        from public.talent_profiles t
       where t.open_to_recruiters and not t._deleted
         and (words is null or public.talent_search_vector(t.headline, t.skills, t.location) @@ words)
         and (wanted is null or (select array_agg(lower(s)) from unnest(t.skills) s) @> wanted)
         and (search_talent.location is null or btrim(search_talent.location) = ''
              or strpos(lower(coalesce(t.location, '')), lower(btrim(search_talent.location))) > 0)
         and (min_experience is null or t.experience_years >= min_experience)
         and (max_experience is null or t.experience_years <= max_experience)
         and (search_talent.employment_type is null or t.employment_type = search_talent.employment_type)),
    page_rows as (
      select m.user_id, m.rank, count(*) over () as total
        from matches m join public.talent_profiles t on t.user_id = m.user_id
       order by m.rank desc, t.updated_at desc, m.user_id
       limit search_talent.page_size offset search_talent.page * search_talent.page_size)
    select t.user_id, p.display_name, p.first_name, p.last_name, p.avatar_url, t.headline, t.location,
           t.experience_years, t.skills, t.employment_type, t.expected_rate, t.expected_rate_currency,
           t.expected_rate_period, r.rank, r.total
      from page_rows r
      join public.talent_profiles t on t.user_id = r.user_id
      left join public.user_profiles p on p.user_id = t.user_id and not p._deleted
     order by r.rank desc, t.updated_at desc, t.user_id;
end;
$$;

comment on function public.search_talent(text, text[], text, integer, integer, public.employment_type, integer, integer) is
  'Recruiters'' Talent Search over profiles open to recruiters (row-level security decides): words, skills (all of them), location, experience range and availability; paged, with total_count.';

revoke all on function public.search_talent(text, text[], text, integer, integer, public.employment_type, integer, integer) from public, anon;
grant execute on function public.search_talent(text, text[], text, integer, integer, public.employment_type, integer, integer) to authenticated, service_role;

select private.restrict_table_grants();
select private.restrict_private_functions();
