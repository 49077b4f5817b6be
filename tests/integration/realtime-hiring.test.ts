import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeApplication,
  makeHiringWorld,
  makeJob,
  makePlan,
  makeTalentProfile,
  type HiringWorld,
} from '../fixtures/hiring';
import { clientWithToken, closeClients, Collector, sleep, subscribed, userToken } from '../fixtures/realtime';
import { anonClient } from '../fixtures/stack';

type Change = { eventType: string; new: Record<string, unknown> };

let w: HiringWorld;
const clients: SupabaseClient[] = [];

async function watch(table: string, userId: string | null): Promise<Collector<Change>> {
  const client = userId ? await clientWithToken(await userToken(userId)) : anonClient();
  clients.push(client);
  const got = new Collector<Change>();
  await subscribed(
    client
      .channel(`hiring-${table}-${randomUUID().slice(0, 6)}`)
      .on('postgres_changes' as never, { event: '*', schema: 'public', table } as never, got.push as never),
  );
  return got;
}

const ids = (changes: Change[]) => changes.map((c) => c.new.id);

beforeAll(async () => {
  w = await makeHiringWorld();
});

afterAll(async () => {
  await closeClients(...clients);
});

describe('realtime changes of the company workspace', () => {
  it("streams a draft job to the company's members only, and an open job to everyone watching", async () => {
    const [member, other, anon] = await Promise.all([
      watch('jobs', w.member.id),
      watch('jobs', w.otherMember.id),
      watch('jobs', null),
    ]);
    const draft = await makeJob(w.company.id, { status: 'draft', title: 'Quiet Draft' });
    const open = await makeJob(w.company.id, { title: 'Loud Opening' });
    await member.until((c) => ids(c).includes(draft) && ids(c).includes(open), 5000, 'both jobs');
    await other.until((c) => ids(c).includes(open), 5000, 'the open job');
    await anon.until((c) => ids(c).includes(open), 5000, 'the open job');
    await sleep(300);
    expect(ids(other.items)).not.toContain(draft);
    expect(ids(anon.items)).not.toContain(draft);
  });

  it("streams an application to its talent and the company's members, and to no other company", async () => {
    const job = await makeJob(w.company.id);
    const [talent, member, other] = await Promise.all([
      watch('job_applications', w.talent.id),
      watch('job_applications', w.member.id),
      watch('job_applications', w.otherMember.id),
    ]);
    const app = await makeApplication(job, w.talent.id);
    await talent.until((c) => ids(c).includes(app), 5000, 'the application');
    await member.until((c) => ids(c).includes(app), 5000, 'the application');
    await sleep(300);
    expect(ids(other.items)).not.toContain(app);
  });

  it('streams hiring plans and talent profiles to no signed-out visitor, while members get the plan', async () => {
    const [member, anonPlans, anonProfiles] = await Promise.all([
      watch('hiring_plans', w.member.id),
      watch('hiring_plans', null),
      watch('talent_profiles', null),
    ]);
    const plan = await makePlan(w.company.id, { title: 'Night shift robotics' });
    const profile = await makeTalentProfile(w.talent.id);
    await member.until((c) => ids(c).includes(plan), 5000, 'the plan');
    await sleep(500);
    expect(anonPlans.items).toEqual([]);
    expect(ids(anonProfiles.items)).not.toContain(profile);
  });
});
