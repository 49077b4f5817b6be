-- Job Search: full-text search over open jobs of every company, for anyone (signed out too).
-- The text of a job is weighted title (A), location, workplace and employment type (B), and
-- description (C), in a GIN expression index rather than a stored column, so the rows the
-- devices mirror do not carry a search vector. search_jobs() ranks, filters and pages.

create or replace function public.job_search_vector(
  title text, location text, workplace public.job_workplace, employment_type public.employment_type, description text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, concat_ws(' ', location,
           case workplace when 'remote' then 'remote' when 'hybrid' then 'hybrid' when 'onsite' then 'onsite on-site' end,
           case employment_type when 'full_time' then 'full-time full time' when 'part_time' then 'part-time part time'
             when 'contract' then 'contract' when 'internship' then 'internship intern' when 'temporary' then 'temporary' end)), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;

comment on function public.job_search_vector(text, text, public.job_workplace, public.employment_type, text) is
  'The weighted full-text vector of a job (title A; location, workplace, employment type B; description C), indexed by jobs_search_idx.';

create index jobs_search_idx on public.jobs
  using gin (public.job_search_vector(title, location, workplace, employment_type, description))
  where status = 'open' and not _deleted;


-- The search words as a query: the words as a web search would read them, with the last word
-- also matching as a prefix while it is being typed ('front' finds 'Frontend').
create or replace function public.job_search_query(q text)
returns tsquery
language plpgsql
immutable
set search_path = ''
as $$
declare
  trimmed text := btrim(coalesce(q, ''));
  last_word text := substring(trimmed from '([[:alnum:]]+)$');
  rest text;
begin
  if trimmed = '' then
    return null;
  end if;
  if last_word is null or right(trimmed, 1) = '"' then
    return websearch_to_tsquery('english', trimmed);
  end if;
  rest := btrim(left(trimmed, length(trimmed) - length(last_word)));
  if rest = '' then
    return to_tsquery('english', quote_literal(last_word) || ':*');
  end if;
  return websearch_to_tsquery('english', rest) && to_tsquery('english', quote_literal(last_word) || ':*');
end;
$$;

comment on function public.job_search_query(text) is
  'The tsquery of search words: websearch syntax, the last word also as a prefix. null for blank input.';

-- A result row (a type rather than OUT columns: the filters' parameters share their names).
create type public.job_search_result as (
  id uuid, company_id uuid, slug text, title text, snippet text, employment_type public.employment_type,
  location text, workplace public.job_workplace, salary_min numeric, salary_max numeric, salary_currency text,
  salary_period text, published_at timestamptz, company_name text, company_identifier text, company_logo_url text,
  rank real, total_count bigint);

comment on type public.job_search_result is 'One job found by search_jobs(), with its company and the count of all matches.';

create or replace function public.search_jobs(
  q text default '',
  location text default null,
  workplace public.job_workplace default null,
  employment_type public.employment_type default null,
  min_salary numeric default null,
  page_size integer default 20,
  page integer default 0)
returns setof public.job_search_result
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  words tsquery;
begin
  if search_jobs.page_size is null or search_jobs.page_size not between 1 and 50 then
    raise exception 'page_size must be between 1 and 50' using errcode = '22023';
  end if;
  if search_jobs.page is null or search_jobs.page < 0 then
    raise exception 'page must be 0 or more' using errcode = '22023';
  end if;
  if char_length(coalesce(q, '')) > 200 then
    raise exception 'Search words are limited to 200 characters' using errcode = '22023';
  end if;
  if char_length(coalesce(search_jobs.location, '')) > 200 then
    raise exception 'A location is limited to 200 characters' using errcode = '22023';
  end if;
  if search_jobs.min_salary is not null and search_jobs.min_salary < 0 then
    raise exception 'min_salary cannot be negative' using errcode = '22023';
  end if;
  words := public.job_search_query(q);
  return query
    select j.id, j.company_id, j.slug, j.title, left(j.description, 300), j.employment_type, j.location, j.workplace,
           j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.published_at,
           c.name, c.identifier, c.logo_url,
           case when words is null then 0::real
                else ts_rank_cd(public.job_search_vector(j.title, j.location, j.workplace, j.employment_type, j.description), words) end,
           count(*) over ()
      from public.jobs j
      join public.companies c on c.id = j.company_id and not c._deleted
     where j.status = 'open' and not j._deleted
       and (words is null
            or public.job_search_vector(j.title, j.location, j.workplace, j.employment_type, j.description) @@ words)
       and (search_jobs.location is null or btrim(search_jobs.location) = ''
            or strpos(lower(coalesce(j.location, '')), lower(btrim(search_jobs.location))) > 0)
       and (search_jobs.workplace is null or j.workplace = search_jobs.workplace)
       and (search_jobs.employment_type is null or j.employment_type = search_jobs.employment_type)
       and (search_jobs.min_salary is null or coalesce(j.salary_max, j.salary_min) >= search_jobs.min_salary)
     order by 17 desc, j.published_at desc nulls last, j.id
     limit search_jobs.page_size offset search_jobs.page * search_jobs.page_size;
end;
$$;

comment on function public.search_jobs(text, text, public.job_workplace, public.employment_type, numeric, integer, integer) is
  'Job Search: open jobs of every company matching the words (ranked) and filters, newest first among equals, one page at a time, with total_count of all matches in every row. Anyone may call it.';

revoke all on function public.search_jobs(text, text, public.job_workplace, public.employment_type, numeric, integer, integer) from public;
grant execute on function public.search_jobs(text, text, public.job_workplace, public.employment_type, numeric, integer, integer)
  to anon, authenticated, service_role;
grant execute on function public.job_search_vector(text, text, public.job_workplace, public.employment_type, text),
  public.job_search_query(text) to anon, authenticated, service_role;
