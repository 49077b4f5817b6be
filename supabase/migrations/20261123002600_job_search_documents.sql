-- Job Search, faster: ranking recomputed each job's vector from its text on every search
-- (about a second over 20,000 open jobs). The vectors of open jobs now live in their own table,
-- kept by a trigger on jobs, so a search reads stored vectors through its GIN index and ranks
-- them without recomputing. A table of its own rather than a column on jobs, so the job rows
-- the devices mirror do not carry a vector. Anyone reads it (it holds only open jobs' words).

create table public.job_search_documents (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  company_id uuid not null,
  vector tsvector not null,
  published_at timestamptz
);

comment on table public.job_search_documents is
  'The full-text vector of each open job (kept by a trigger on jobs; a job leaves it when it stops being open), read by search_jobs().';

create index job_search_documents_vector_idx on public.job_search_documents using gin (vector);
create index job_search_documents_published_idx on public.job_search_documents (published_at desc, job_id);

alter table public.job_search_documents enable row level security;

create policy "Anyone can read the search documents of open jobs"
  on public.job_search_documents for select to anon, authenticated
  using (true);

revoke all on table public.job_search_documents from anon, authenticated;
grant select on table public.job_search_documents to anon, authenticated;
grant select, insert, update, delete on table public.job_search_documents to service_role;

create or replace function private.keep_job_search_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'open' and not new._deleted then
    insert into public.job_search_documents (job_id, company_id, vector, published_at)
    values (new.id, new.company_id,
            public.job_search_vector(new.title, new.location, new.workplace, new.employment_type, new.description),
            new.published_at)
    on conflict (job_id) do update
      set company_id = excluded.company_id, vector = excluded.vector, published_at = excluded.published_at;
  else
    delete from public.job_search_documents where job_id = new.id;
  end if;
  return null;
end;
$$;

create trigger keep_search_document after insert or update on public.jobs
  for each row execute function private.keep_job_search_document();

insert into public.job_search_documents (job_id, company_id, vector, published_at)
select j.id, j.company_id, public.job_search_vector(j.title, j.location, j.workplace, j.employment_type, j.description),
       j.published_at
  from public.jobs j where j.status = 'open' and not j._deleted;

drop index public.jobs_search_idx;

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
    with matches as (
      select d.job_id, case when words is null then 0::real else ts_rank_cd(d.vector, words) end as rank
        from public.job_search_documents d
        join public.jobs j on j.id = d.job_id
       where (words is null or d.vector @@ words)
         and j.status = 'open' and not j._deleted
         and (search_jobs.location is null or btrim(search_jobs.location) = ''
              or strpos(lower(coalesce(j.location, '')), lower(btrim(search_jobs.location))) > 0)
         and (search_jobs.workplace is null or j.workplace = search_jobs.workplace)
         and (search_jobs.employment_type is null or j.employment_type = search_jobs.employment_type)
         and (search_jobs.min_salary is null or coalesce(j.salary_max, j.salary_min) >= search_jobs.min_salary)),
    page_rows as (
      select m.job_id, m.rank, count(*) over () as total
        from matches m join public.jobs j on j.id = m.job_id
       order by m.rank desc, j.published_at desc nulls last, j.id
       limit search_jobs.page_size offset search_jobs.page * search_jobs.page_size)
    select j.id, j.company_id, j.slug, j.title, left(j.description, 300), j.employment_type, j.location, j.workplace,
           j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.published_at,
           c.name, c.identifier, c.logo_url, p.rank, p.total
      from page_rows p
      join public.jobs j on j.id = p.job_id
      join public.companies c on c.id = j.company_id and not c._deleted
     order by p.rank desc, j.published_at desc nulls last, j.id;
end;
$$;

select private.restrict_table_grants();
select private.restrict_private_functions();
