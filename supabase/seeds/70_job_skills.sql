-- Every seeded job names its skills and the experience it asks for, by the kind of role its
-- title says. Setting them rescores the jobs' applications (private.rescore_after_job_change),
-- so every application on a fresh stack has a match score with its reasons.

with rules (pattern, required, nice, years) as (
  values
    ('frontend',              '{React,TypeScript,CSS,Accessibility}'::text[],       '{GraphQL,"Design systems",Testing}'::text[], 5),
    ('backend',               '{Go,PostgreSQL,Kubernetes,"System design"}',         '{Kafka,Terraform}', 6),
    ('machine learning',      '{Python,PyTorch,"Computer vision"}',                 '{"Reinforcement learning",CUDA,ROS}', 4),
    ('data engineer',         '{Python,SQL,Kafka,PostgreSQL}',                      '{Spark,AWS,dbt}', 4),
    ('data analyst',          '{SQL,Excel,"Data visualisation"}',                   '{Python,Tableau}', 1),
    ('reliability',           '{Kubernetes,Terraform,Grafana,Linux}',               '{Go,Kafka,PostgreSQL}', 4),
    ('platform',              '{Kotlin,Kafka,Kubernetes,PostgreSQL}',               '{Grafana,"Domain-driven design"}', 4),
    ('designer',              '{Figma,"Design systems","User research"}',           '{Prototyping,Accessibility}', 3),
    ('intern',                '{Python,Git}',                                       '{C++,ROS,TypeScript}', 0),
    ('field service',         '{"Electrical troubleshooting","Mechanical repair"}', '{PLC,"Customer service"}', 2),
    ('dispatch',              '{"Route planning","Carrier management",TMS}',        '{Excel,French,Dutch}', 2),
    ('compliance',            '{"GDP compliance",Auditing,"Quality management"}',   '{Python,SQL}', 3),
    ('support',               '{"Customer service",Communication}',                 '{Zendesk,SQL}', 1),
    ('',                      '{Communication}',                                    '{}', null)
)
update public.jobs j
   set required_skills = r.required, nice_to_have_skills = r.nice, min_experience_years = r.years
  from public.jobs j2
  cross join lateral (
    select * from rules where position(rules.pattern in lower(j2.title)) > 0
     order by (rules.pattern = ''), length(rules.pattern) desc limit 1
  ) r
 where j.id = j2.id;
