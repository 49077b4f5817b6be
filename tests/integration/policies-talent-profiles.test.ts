import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, makeTalentProfile, type HiringWorld } from '../fixtures/hiring';
import { anonClient, createUser, serviceClient } from '../fixtures/stack';

let w: HiringWorld;
let profileId: string;
let job: string;

async function headline(id: string) {
  const [row] = await sql<{ headline: string }>(`select headline from talent_profiles where id = $1`, [id]);
  return row?.headline;
}

beforeAll(async () => {
  w = await makeHiringWorld();
  job = await makeJob(w.company.id);
  profileId = await makeTalentProfile(w.talent.id, { headline: 'Perception engineer, 6 years' });
  await makeApplication(job, w.talent.id);
});

describe('talent profile policies', () => {
  it('lets a talent create their own profile, and no one else’s', async () => {
    const newcomer = await createUser();
    const own = await newcomer.client
      .from('talent_profiles')
      .insert({
        user_id: newcomer.id,
        headline: 'Data engineer',
        skills: ['SQL', 'dbt'],
        work_experience: [
          { title: 'Analyst', company: 'Brightcart', period: '2021 – 2024', description: 'Dashboards' },
        ],
        expected_rate: 70,
        expected_rate_period: 'hour',
      })
      .select('user_id, skills, expected_rate_currency, open_to_recruiters')
      .single();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({
      user_id: newcomer.id,
      skills: ['SQL', 'dbt'],
      expected_rate_currency: 'USD',
      open_to_recruiters: false,
    });
    const other = await createUser();
    for (const client of [newcomer.client, w.owner.client, w.otherMember.client, anonClient()]) {
      const res = await client.from('talent_profiles').insert({ user_id: other.id, headline: 'Forged' });
      expect(res.error?.code).toBe('42501');
    }
    expect(await sql(`select 1 from talent_profiles where user_id = $1`, [other.id])).toEqual([]);
  });

  it('shows a profile to its owner and to every member of a company the talent applied to', async () => {
    for (const user of [w.talent, w.owner, w.planner, w.reviewer, w.member]) {
      const { data } = await user.client.from('talent_profiles').select('id, headline').eq('id', profileId);
      expect(data, user.email).toEqual([{ id: profileId, headline: 'Perception engineer, 6 years' }]);
    }
  });

  it('hides a profile from other companies, other talent and signed-out visitors', async () => {
    const otherTalent = await createUser();
    for (const user of [w.otherMember, otherTalent]) {
      expect((await user.client.from('talent_profiles').select('id').eq('id', profileId)).data).toEqual([]);
    }
    expect((await anonClient().from('talent_profiles').select('id')).error?.code).toBe('42501');
  });

  it('hides the profile from the company again once the talent withdraws their application', async () => {
    const applicant = await createUser();
    const id = await makeTalentProfile(applicant.id);
    const app = await makeApplication(job, applicant.id);
    expect((await w.member.client.from('talent_profiles').select('id').eq('id', id)).data).toEqual([{ id }]);
    await applicant.client.from('job_applications').update({ _deleted: true }).eq('id', app);
    expect((await w.member.client.from('talent_profiles').select('id').eq('id', id)).data).toEqual([]);
  });

  it('lets only the owner edit their profile, never its account', async () => {
    const edit = await w.talent.client
      .from('talent_profiles')
      .update({ headline: 'Perception lead', show_phone: true })
      .eq('id', profileId)
      .select('headline, show_phone');
    expect(edit.data).toEqual([{ headline: 'Perception lead', show_phone: true }]);
    const hijack = await w.talent.client.from('talent_profiles').update({ user_id: w.owner.id }).eq('id', profileId);
    expect(hijack.error?.code).toBe('42501');
    const otherTalent = await createUser();
    for (const user of [w.owner, w.member, w.otherMember, otherTalent]) {
      const res = await user.client
        .from('talent_profiles')
        .update({ headline: 'Rewritten' })
        .eq('id', profileId)
        .select('id');
      expect(res.data, user.email).toEqual([]);
    }
    expect(
      (await anonClient().from('talent_profiles').update({ headline: 'Rewritten' }).eq('id', profileId)).error?.code,
    ).toBe('42501');
    expect(await headline(profileId)).toBe('Perception lead');
  });

  it('never returns a hidden phone number to a company member or a recruiter, only to its owner', async () => {
    const phone = '+1 555 010 0142';
    const person = await createUser();
    await makeTalentProfile(person.id, { phone, show_phone: false, open_to_recruiters: true });
    await makeApplication(job, person.id);
    const recruiter = await createUser();
    await serviceClient()
      .from('user_roles')
      .insert({ user_id: recruiter.id, role_type: 'recruiter', context_type: 'global' });
    for (const reader of [w.member, w.owner, recruiter]) {
      const row = await reader.client.from('talent_profiles').select('user_id, visible_phone').eq('user_id', person.id);
      expect(row.data, reader.email).toEqual([{ user_id: person.id, visible_phone: null }]);
      const attempts = [
        reader.client.from('talent_profiles').select('phone').eq('user_id', person.id),
        reader.client.from('talent_profiles').select('*').eq('user_id', person.id),
        reader.client.from('talent_profiles').select('id').eq('phone', phone),
        reader.client.from('talent_profiles').select('id').order('phone'),
      ];
      for (const attempt of await Promise.all(attempts)) expect(attempt.error?.code, reader.email).toBe('42501');
      expect((await reader.client.rpc('my_talent_phone')).data).toBeNull();
    }
    expect((await person.client.rpc('my_talent_phone')).data).toBe(phone);
    const forged = await person.client
      .from('talent_profiles')
      .update({ visible_phone: '+1 555 999' })
      .eq('user_id', person.id);
    expect(forged.error?.code).toBe('42501');
    await person.client.from('talent_profiles').update({ show_phone: true }).eq('user_id', person.id);
    for (const reader of [w.member, recruiter]) {
      const row = await reader.client.from('talent_profiles').select('visible_phone').eq('user_id', person.id);
      expect(row.data).toEqual([{ visible_phone: phone }]);
    }
  });

  it('refuses every hard delete, the owner included', async () => {
    for (const client of [w.talent.client, w.owner.client, w.otherMember.client, anonClient()]) {
      expect((await client.from('talent_profiles').delete().eq('id', profileId)).error?.code).toBe('42501');
    }
    expect(await headline(profileId)).toBe('Perception lead');
  });

  it('rejects malformed values with a check violation', async () => {
    const user = await createUser();
    for (const bad of [{ experience_years: 71 }, { work_experience: {} }, { expected_rate_period: 'week' }]) {
      const res = await user.client.from('talent_profiles').insert({ user_id: user.id, ...bad });
      expect(res.error?.code, JSON.stringify(bad)).toBe('23514');
    }
  });
});
