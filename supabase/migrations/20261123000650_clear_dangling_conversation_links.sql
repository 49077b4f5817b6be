-- Before conversations point at real jobs and applications (the next migration adds the
-- foreign keys), links that lead nowhere are cleared: a database seeded before jobs and
-- applications existed holds conversations naming a job and an application that only the
-- newer seed makes. An application conversation whose application is gone becomes a hiring
-- conversation, as the category requires an application. Nothing changes in a new database.

update public.conversations c
   set job_id = null
 where c.job_id is not null
   and not exists (select 1 from public.jobs j where j.id = c.job_id);

update public.conversations c
   set job_application_id = null,
       conversation_category = case when c.conversation_category = 'application' then 'hiring' else c.conversation_category end
 where c.job_application_id is not null
   and not exists (select 1 from public.job_applications a where a.id = c.job_application_id);
