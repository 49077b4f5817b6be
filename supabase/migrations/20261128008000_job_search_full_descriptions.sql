-- Job Search answers each job's full description beside its 300-character snippet. The device
-- keeps the last results, and a job's panel offline had only the snippet, or waited on an online
-- read of the job that a stalled connection never answered. With the description in the answer
-- the device holds every shown job in full the moment the results land, with no second request
-- to fail. The snippet stays for clients built before this (an installed app updates later).
-- Same signature; the result type gains one attribute at its end, so callers naming columns
-- see no change. Only the page's rows carry it (at most 50), read after ranking and paging.

alter type public.job_search_result add attribute description text;

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
  place text := nullif(lower(btrim(coalesce(search_jobs.location, ''))), '');
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
  -- The documents hold open jobs only (the trigger removes the others).
  return query
    with page_rows as (
      select d.job_id, d.published_at,
             case when words is null then 0::real else ts_rank_cd(d.vector, words) end as rank,
             count(*) over () as total
        from public.job_search_documents d
       where (words is null or d.vector @@ words)
         and (place is null or strpos(lower(coalesce(d.location, '')), place) > 0)
         and (search_jobs.workplace is null or d.workplace = search_jobs.workplace)
         and (search_jobs.employment_type is null or d.employment_type = search_jobs.employment_type)
         and (search_jobs.min_salary is null or coalesce(d.salary_max, d.salary_min) >= search_jobs.min_salary)
       order by 3 desc, 2 desc nulls last, 1
       limit search_jobs.page_size offset search_jobs.page * search_jobs.page_size)
    select j.id, j.company_id, j.slug, j.title, left(j.description, 300), j.employment_type, j.location, j.workplace,
           j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.published_at,
           c.name, c.identifier, c.logo_url, p.rank, p.total, j.description
      from page_rows p
      join public.jobs j on j.id = p.job_id and j.status = 'open' and not j._deleted
      join public.companies c on c.id = j.company_id and not c._deleted
     order by p.rank desc, p.published_at desc nulls last, p.job_id;
end;
$$;

comment on type public.job_search_result is
  'One job found by search_jobs(), with its company, the count of all matches, its snippet and its full description.';

comment on function public.search_jobs(text, text, public.job_workplace, public.employment_type, numeric, integer, integer) is
  'Job Search: open jobs of every company matching the words (ranked) and filters, newest first among equals, one page at a time, with total_count of all matches and each job''s full description in every row. Anyone may call it.';

select private.restrict_table_grants();
