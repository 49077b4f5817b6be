-- The match names which nice-to-have skills the candidate has (nice_matched_skills), so the
-- profile can show them as it shows the required ones; and two functions compute once per row
-- what they computed twice (the rescore's new assessment, the screening's new progress). Bodies
-- as in 20261129190100 and 20261129190300 otherwise.

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
    'nice_matched_skills', to_jsonb(nice_matched),
    'reasons', to_jsonb(case when possible = 0
                             then array['The job names no skills, experience, pay or place to compare yet']
                             else reasons end));
end;
$$;

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
    'nice_matched_skills', match -> 'nice_matched_skills',
    'reasons', match -> 'reasons')
$$;

create or replace function private.rescore_applications(job_ids uuid[], user_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  with scored as (
    select a.id, (m.match ->> 'score')::integer as score, private.with_match(a.assessment, m.match) as assessment
      from public.job_applications a
      join public.jobs j on j.id = a.job_id
      left join public.talent_profiles t on t.user_id = a.user_id
      cross join lateral (select private.application_match(j, t) as match) m
     where (a.job_id = any (job_ids) or a.user_id = any (user_ids)) and not a._deleted
  )
  update public.job_applications a
     set match_score = s.score, assessment = s.assessment
    from scored s
   where a.id = s.id
     and (a.match_score is distinct from s.score or a.assessment is distinct from s.assessment)
$$;

create or replace function private.refresh_screening_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.job_applications a
     set progress_screening = s.progress
    from (select x.id, private.screening_progress(x.id) as progress
            from public.job_applications x
           where x.id in (new.job_application_id, case when tg_op = 'UPDATE' then old.job_application_id end)) s
   where a.id = s.id and a.progress_screening is distinct from s.progress;
  return null;
end;
$$;

-- Existing applications gain the new key.
select private.rescore_applications(array(select id from public.jobs), '{}');

select private.restrict_private_functions();
