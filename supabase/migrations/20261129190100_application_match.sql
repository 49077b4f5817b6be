-- An explainable match score for every application, computed by the database when an
-- application is made and again when the talent's profile or the job's requirements change, so
-- it holds for every client and never needs a network model. The formula is written out in
-- supabase/README.md ("Match score"); in short, each part the job names earns a share of its
-- weight, and the score is the weighted share of the parts that apply:
--   required skills 50, nice-to-have skills 10, experience 20, pay 10, place 10.
-- The reasons are short sentences a hiring team can check against the profile.

-- A skill's comparison key: lower case, without spaces and punctuation, common spellings made
-- one ('TS', 'typescript' and 'TypeScript'; 'k8s' and 'Kubernetes'; 'Node', 'node.js').
create or replace function private.skill_key(skill text)
returns text
language sql
immutable
set search_path = ''
as $$
  with plain as (
    select regexp_replace(
             replace(replace(replace(lower(btrim(coalesce(skill, ''))), 'c++', 'cplusplus'), 'c#', 'csharp'),
                     '.net', 'dotnet'),
             '[^a-z0-9]+', '', 'g') as k
  )
  select case k
           when 'ts' then 'typescript'
           when 'js' then 'javascript'
           when 'ecmascript' then 'javascript'
           when 'golang' then 'go'
           when 'k8s' then 'kubernetes'
           when 'postgres' then 'postgresql'
           when 'psql' then 'postgresql'
           when 'py' then 'python'
           when 'node' then 'nodejs'
           when 'reactjs' then 'react'
           when 'vuejs' then 'vue'
           when 'next' then 'nextjs'
           when 'amazonwebservices' then 'aws'
           when 'googlecloud' then 'gcp'
           when 'googlecloudplatform' then 'gcp'
           when 'ml' then 'machinelearning'
           when 'cv' then 'computervision'
           when 'ux' then 'uxdesign'
           when 'cicd' then 'cicd'
           when 'd3' then 'd3js'
           else k
         end
  from plain
$$;

comment on function private.skill_key(text) is
  'A skill''s comparison key for the match score: case, spaces and punctuation ignored, common spellings (TS, k8s, Node, Postgres…) made one.';

-- Money as the reasons say it: '€95,000', '$60 an hour'.
create or replace function private.money_words(amount numeric, currency text, period text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case currency when 'USD' then '$' when 'EUR' then '€' when 'GBP' then '£' else currency || ' ' end
         || to_char(round(amount), 'FM999,999,999,990')
         || case period when 'hour' then ' an hour' when 'month' then ' a month' else '' end
$$;

-- Names as a sentence lists them: 'A', 'A and B', 'A, B and 2 more'.
create or replace function private.list_words(names text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
           when cardinality(names) <= 2 then array_to_string(names, ' and ')
           when cardinality(names) = 3 then names[1] || ', ' || names[2] || ' and ' || names[3]
           else names[1] || ', ' || names[2] || ' and ' || (cardinality(names) - 2) || ' more'
         end
$$;

-- The score and its explanation for one talent profile (null: none yet) against one job:
-- {score, matched_skills, missing_skills, extra_skills, reasons}.
create or replace function private.application_match(job public.jobs, talent public.talent_profiles)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  have text[] := coalesce(talent.skills, '{}');
  have_keys text[];
  required text[] := coalesce(job.required_skills, '{}');
  nice text[] := coalesce(job.nice_to_have_skills, '{}');
  matched text[];
  missing text[];
  nice_matched text[];
  extra text[];
  reasons text[] := '{}';
  earned numeric := 0;
  possible numeric := 0;
  years integer := talent.experience_years;
  rate numeric := talent.expected_rate;
  place text := nullif(btrim(coalesce(talent.location, '')), '');
  job_place text := nullif(btrim(coalesce(job.location, '')), '');
  job_city text;
  share numeric;
begin
  select coalesce(array_agg(private.skill_key(s)), '{}') into have_keys from unnest(have) as s;
  select coalesce(array_agg(s order by o) filter (where private.skill_key(s) = any (have_keys)), '{}'),
         coalesce(array_agg(s order by o) filter (where not private.skill_key(s) = any (have_keys)), '{}')
    into matched, missing
    from unnest(required) with ordinality as r(s, o);
  select coalesce(array_agg(s order by o) filter (where private.skill_key(s) = any (have_keys)), '{}')
    into nice_matched
    from unnest(nice) with ordinality as n(s, o);
  select coalesce(array_agg(s order by o), '{}') into extra
    from unnest(have) with ordinality as h(s, o)
   where not private.skill_key(s) in (select private.skill_key(x) from unnest(required || nice) as x);

  if cardinality(required) > 0 then
    possible := possible + 50;
    earned := earned + 50.0 * cardinality(matched) / cardinality(required);
    reasons := reasons || (
      'Has ' || cardinality(matched) || ' of ' || cardinality(required) || ' required skill'
      || case when cardinality(required) = 1 then '' else 's' end
      || case when cardinality(missing) > 0 then ' (missing ' || private.list_words(missing) || ')' else '' end);
  end if;

  if cardinality(nice) > 0 then
    possible := possible + 10;
    earned := earned + 10.0 * cardinality(nice_matched) / cardinality(nice);
    reasons := reasons || (
      'Has ' || cardinality(nice_matched) || ' of ' || cardinality(nice) || ' nice-to-have skill'
      || case when cardinality(nice) = 1 then '' else 's' end);
  end if;

  if job.min_experience_years is not null then
    possible := possible + 20;
    if years is null then
      earned := earned + 10;
      reasons := reasons || ('Years of experience not on the profile; the job asks ' || job.min_experience_years);
    else
      earned := earned + 20.0 * least(1, case when job.min_experience_years = 0 then 1
                                               else years::numeric / job.min_experience_years end);
      reasons := reasons || (years || ' year' || case when years = 1 then '' else 's' end
                             || ' of experience, the job asks ' || job.min_experience_years);
    end if;
  end if;

  if job.salary_min is not null or job.salary_max is not null then
    if rate is null then
      possible := possible + 10;
      earned := earned + 5;
      reasons := reasons || 'No expected pay on the profile'::text;
    elsif talent.expected_rate_currency <> job.salary_currency or talent.expected_rate_period <> job.salary_period then
      -- Not comparable without a rate of exchange or hours worked: said, not scored.
      reasons := reasons || ('Expects ' || private.money_words(rate, talent.expected_rate_currency, talent.expected_rate_period)
                             || '; the job pays in ' || job.salary_currency
                             || case job.salary_period when 'hour' then ' an hour' when 'month' then ' a month' else ' a year' end);
    else
      possible := possible + 10;
      if job.salary_max is not null and rate > job.salary_max then
        share := greatest(0, 1 - (rate - job.salary_max) / nullif(job.salary_max, 0));
        earned := earned + 10 * coalesce(share, 0);
        reasons := reasons || ('Expects ' || private.money_words(rate, job.salary_currency, job.salary_period)
                               || ', above the range’s ' || private.money_words(job.salary_max, job.salary_currency, job.salary_period));
      else
        earned := earned + 10;
        reasons := reasons || ('Expects ' || private.money_words(rate, job.salary_currency, job.salary_period)
                               || case when job.salary_min is not null and rate < job.salary_min then ', below the range'
                                       else ', within the range' end);
      end if;
    end if;
  end if;

  if job.workplace = 'remote' then
    possible := possible + 10;
    earned := earned + 10;
    reasons := reasons || 'Remote, as the job offers'::text;
  elsif job_place is not null then
    possible := possible + 10;
    job_city := lower(btrim(split_part(job_place, ',', 1)));
    if place is null then
      earned := earned + 5;
      reasons := reasons || ('Location not on the profile; the job is ' || job.workplace || ' in ' || job_place);
    elsif position(job_city in lower(place)) > 0 or position(lower(btrim(split_part(place, ',', 1))) in lower(job_place)) > 0 then
      earned := earned + 10;
      reasons := reasons || ('Based in ' || place || ', where the job is');
    else
      reasons := reasons || ('Based in ' || place || '; the job is ' || job.workplace || ' in ' || job_place);
    end if;
  end if;

  return jsonb_build_object(
    'score', case when possible = 0 then 50 else round(100 * earned / possible)::integer end,
    'matched_skills', to_jsonb(matched),
    'missing_skills', to_jsonb(missing),
    'extra_skills', to_jsonb(extra),
    'reasons', to_jsonb(case when possible = 0
                             then array['The job names no skills, experience, pay or place to compare yet']
                             else reasons end));
end;
$$;

comment on function private.application_match(public.jobs, public.talent_profiles) is
  'The match score of a talent profile against a job, with its explanation: {score, matched_skills, missing_skills, extra_skills, reasons}. Formula in supabase/README.md.';

-- Writes the match into an application: the score in match_score, the explanation beside the
-- AI interview's analysis in assessment (its other keys are kept).
create or replace function private.with_match(assessment jsonb, match jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(assessment, '{}'::jsonb) || jsonb_build_object(
    'matched_skills', match -> 'matched_skills',
    'missing_skills', match -> 'missing_skills',
    'extra_skills', match -> 'extra_skills',
    'reasons', match -> 'reasons')
$$;

create or replace function private.score_new_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  match jsonb;
begin
  select private.application_match(j, t) into match
    from public.jobs j left join public.talent_profiles t on t.user_id = new.user_id
   where j.id = new.job_id;
  if match is not null then
    new.match_score := (match ->> 'score')::integer;
    new.assessment := private.with_match(new.assessment, match);
  end if;
  return new;
end;
$$;

-- Named to fire after guard_client_write, which clears what a client sent in these columns.
create trigger score_match before insert on public.job_applications
  for each row execute function private.score_new_application();

-- Runs as its owner: the applications' guard lets only server code write these columns.
create or replace function private.rescore_applications(job_ids uuid[], user_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  with scored as (
    select a.id, private.application_match(j, t) as match
      from public.job_applications a
      join public.jobs j on j.id = a.job_id
      left join public.talent_profiles t on t.user_id = a.user_id
     where (a.job_id = any (job_ids) or a.user_id = any (user_ids)) and not a._deleted
  )
  update public.job_applications a
     set match_score = (s.match ->> 'score')::integer,
         assessment = private.with_match(a.assessment, s.match)
    from scored s
   where a.id = s.id
     and (a.match_score is distinct from (s.match ->> 'score')::integer
          or a.assessment is distinct from private.with_match(a.assessment, s.match))
$$;

create or replace function private.rescore_after_profile_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rescore_applications('{}', array[new.user_id]);
  return null;
end;
$$;

create trigger rescore_applications after insert or update of skills, experience_years, location, expected_rate,
    expected_rate_currency, expected_rate_period on public.talent_profiles
  for each row execute function private.rescore_after_profile_change();

create or replace function private.rescore_after_job_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rescore_applications(array[new.id], '{}');
  return null;
end;
$$;

create trigger rescore_applications after update of required_skills, nice_to_have_skills, min_experience_years,
    location, workplace, salary_min, salary_max, salary_currency, salary_period on public.jobs
  for each row execute function private.rescore_after_job_change();

-- Applications made before the score existed get theirs now.
select private.rescore_applications(array(select id from public.jobs), '{}');

select private.restrict_private_functions();
