// The match score the database gives every application (20261129190100_application_match.sql,
// formula in supabase/README.md): the formula's cases on rows made for the call, then the real
// flow through the gateway, where a talent applies and the company reads the score with its
// reasons, and both change when the profile or the job does.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeHiringWorld, makeJob, makeTalentProfile, type HiringWorld } from '../fixtures/hiring';

interface Match {
  score: number;
  matched_skills: string[];
  missing_skills: string[];
  extra_skills: string[];
  nice_matched_skills: string[];
  reasons: string[];
}

/** The formula on a job and a talent profile given as JSON (null: no profile). */
async function match(job: Record<string, unknown>, talent: Record<string, unknown> | null): Promise<Match> {
  const [row] = await sql<{ m: Match }>(
    `select private.application_match(
       jsonb_populate_record(null::public.jobs, $1::jsonb),
       case when $2::jsonb is null then null else jsonb_populate_record(null::public.talent_profiles, $2::jsonb) end) as m`,
    [
      JSON.stringify({ workplace: 'onsite', salary_currency: 'USD', salary_period: 'year', ...job }),
      talent === null ? null : JSON.stringify(talent),
    ],
  );
  return row!.m;
}

describe('The match formula', () => {
  it('matches skills whatever their case or common spelling, and names the missing ones', async () => {
    const m = await match(
      { required_skills: ['TypeScript', 'Kubernetes', 'Node.js', 'PostgreSQL', 'C#'] },
      { skills: ['ts', 'K8s', 'node', 'Go'], expected_rate_currency: 'USD', expected_rate_period: 'year' },
    );
    expect(m.matched_skills).toEqual(['TypeScript', 'Kubernetes', 'Node.js']);
    expect(m.missing_skills).toEqual(['PostgreSQL', 'C#']);
    expect(m.extra_skills).toEqual(['Go']);
    expect(m.reasons).toEqual(['Has 3 of 5 required skills (missing PostgreSQL and C#)']);
    expect(m.score).toBe(60);
  });

  it('names the nice-to-have skills the candidate has, apart from the extra ones', async () => {
    const m = await match({ nice_to_have_skills: ['Go', 'Rust'] }, { skills: ['golang', 'Figma'] });
    expect(m.nice_matched_skills).toEqual(['Go']);
    expect(m.extra_skills).toEqual(['Figma']);
    expect(m.reasons).toEqual(['Has 1 of 2 nice-to-have skills']);
  });

  it('does not take C++ or C# for C, or Java for JavaScript', async () => {
    const m = await match({ required_skills: ['C', 'JavaScript'] }, { skills: ['C++', 'C#', 'Java'] });
    expect(m.matched_skills).toEqual([]);
    expect(m.score).toBe(0);
  });

  it('weighs experience, pay and place, and says each in words', async () => {
    const m = await match(
      {
        required_skills: ['Go'],
        min_experience_years: 3,
        salary_min: 90000,
        salary_max: 110000,
        salary_currency: 'EUR',
        location: 'Berlin, Germany',
        workplace: 'hybrid',
      },
      {
        skills: ['go'],
        experience_years: 6,
        expected_rate: 95000,
        expected_rate_currency: 'EUR',
        expected_rate_period: 'year',
        location: 'Berlin',
      },
    );
    expect(m.reasons).toEqual([
      'Has 1 of 1 required skill',
      '6 years of experience, the job asks 3',
      'Expects €95,000, within the range',
      'Based in Berlin, where the job is',
    ]);
    expect(m.score).toBe(100);
  });

  it('gives part of the weight for less experience, a higher expectation and another city', async () => {
    const m = await match(
      {
        required_skills: ['Go', 'SQL'],
        min_experience_years: 4,
        salary_max: 100000,
        location: 'Austin, TX',
      },
      {
        skills: ['Go', 'SQL'],
        experience_years: 2,
        expected_rate: 150000,
        expected_rate_currency: 'USD',
        expected_rate_period: 'year',
        location: 'Lisbon, Portugal',
      },
    );
    expect(m.reasons).toEqual([
      'Has 2 of 2 required skills',
      '2 years of experience, the job asks 4',
      'Expects $150,000, above the range’s $100,000',
      'Based in Lisbon, Portugal; the job is onsite in Austin, TX',
    ]);
    // (50 + 20·2/4 + 10·0.5 + 0) / 90
    expect(m.score).toBe(Math.round((100 * (50 + 10 + 5)) / 90));
  });

  it('scores an empty profile without inventing anything, and says what is missing', async () => {
    const m = await match(
      {
        required_skills: ['Go'],
        nice_to_have_skills: ['Rust'],
        min_experience_years: 2,
        salary_max: 1,
        workplace: 'remote',
      },
      null,
    );
    expect(m.nice_matched_skills).toEqual([]);
    expect(m.reasons).toEqual([
      'Has 0 of 1 required skill (missing Go)',
      'Has 0 of 1 nice-to-have skill',
      'Years of experience not on the profile; the job asks 2',
      'No expected pay on the profile',
      'Remote, as the job offers',
    ]);
    expect(m.score).toBe(Math.round((100 * (10 + 5 + 10)) / 100));
  });

  it('does not compare pay in another currency or period, and says so', async () => {
    const m = await match(
      { salary_min: 50, salary_period: 'hour', workplace: 'remote' },
      { expected_rate: 90000, expected_rate_currency: 'EUR', expected_rate_period: 'year' },
    );
    expect(m.reasons).toEqual(['Expects €90,000; the job pays in USD an hour', 'Remote, as the job offers']);
    expect(m.score).toBe(100);
  });
});

describe('Match scores on applications', () => {
  let world: HiringWorld;
  let jobId: string;

  beforeAll(async () => {
    world = await makeHiringWorld();
    jobId = await makeJob(world.company.id, {
      required_skills: ['TypeScript', 'React', 'GraphQL'],
      min_experience_years: 3,
      workplace: 'remote',
    });
    await makeTalentProfile(world.talent.id, { skills: ['typescript', 'React'], experience_years: 5 });
  });

  const companyView = async () => {
    const { data, error } = await world.reviewer.client
      .from('job_applications')
      .select('match_score, assessment')
      .eq('job_id', jobId)
      .eq('user_id', world.talent.id)
      .single<{ match_score: number; assessment: Match }>();
    if (error) throw new Error(error.message);
    return data;
  };

  it('appears on a new application, whatever score the applicant sent', async () => {
    const { error } = await world.talent.client
      .from('job_applications')
      .insert({ job_id: jobId, company_id: world.company.id, user_id: world.talent.id, match_score: 100 });
    expect(error).toBeNull();
    const seen = await companyView();
    expect(seen.assessment.reasons).toEqual([
      'Has 2 of 3 required skills (missing GraphQL)',
      '5 years of experience, the job asks 3',
      'Remote, as the job offers',
    ]);
    expect(seen.match_score).toBe(Math.round((100 * (50 * (2 / 3) + 20 + 10)) / 80));
  });

  it('changes when the talent adds the missing skill, and again when the job asks for more', async () => {
    const { error } = await world.talent.client
      .from('talent_profiles')
      .update({ skills: ['typescript', 'React', 'graphql'] })
      .eq('user_id', world.talent.id);
    expect(error).toBeNull();
    expect((await companyView()).match_score).toBe(100);

    const raised = await world.planner.client.from('jobs').update({ min_experience_years: 10 }).eq('id', jobId);
    expect(raised.error).toBeNull();
    const seen = await companyView();
    expect(seen.assessment.reasons).toContain('5 years of experience, the job asks 10');
    expect(seen.match_score).toBe(Math.round((100 * (50 + 10 + 10)) / 80));
  });

  it('cannot be set by a reviewer or by the talent', async () => {
    const before = (await companyView()).match_score;
    const [byTalent, byReviewer, reasonsByReviewer] = await Promise.all([
      world.talent.client.from('job_applications').update({ match_score: 1 }).eq('job_id', jobId),
      world.reviewer.client.from('job_applications').update({ match_score: 99 }).eq('job_id', jobId),
      world.reviewer.client
        .from('job_applications')
        .update({ assessment: { reasons: ['Invented'] } })
        .eq('job_id', jobId),
    ]);
    expect(byTalent.error?.code).toBe('42501');
    expect(byReviewer.error?.message).toMatch(/cannot be changed: match_score/);
    expect(reasonsByReviewer.error?.message).toMatch(/cannot be changed: assessment/);
    const seen = await companyView();
    expect(seen.match_score).toBe(before);
    expect(seen.assessment.reasons).not.toContain('Invented');
  });
});
