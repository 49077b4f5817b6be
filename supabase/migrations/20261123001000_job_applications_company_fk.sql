-- An application's company is also a foreign key of its own, beside the (job_id, company_id)
-- one that keeps it equal to the job's company, so the REST API can embed the company of an
-- application (`job_applications?select=*,companies(name)`), as PostgREST finds embeddings
-- through foreign keys.

alter table public.job_applications
  add constraint job_applications_company_fk foreign key (company_id) references public.companies (id) on delete cascade;
