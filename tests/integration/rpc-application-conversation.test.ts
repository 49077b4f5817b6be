import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { anonClient, createUser, DEMO_PASSWORD, signIn, type TestUser } from '../fixtures/stack';

let w: HiringWorld;
let job: string;

async function participants(conversationId: string) {
  return sql<{ user_id: string; user_type: string; participant_role: string; is_active: boolean }>(
    `select user_id, user_type::text, participant_role, is_active from conversation_participants
     where conversation_id = $1 order by joined_at, user_id`,
    [conversationId],
  );
}

async function applicant(): Promise<{ user: TestUser; app: string }> {
  const user = await createUser();
  return { user, app: await makeApplication(job, user.id) };
}

beforeAll(async () => {
  w = await makeHiringWorld();
  job = await makeJob(w.company.id, { title: 'Motion Planning Engineer', created_by: w.planner.id });
});

describe('open_application_conversation', () => {
  it("makes the application's conversation for a member, with the member and the talent in it, shown in both their chats", async () => {
    const { user, app } = await applicant();
    const { data: id, error } = await w.reviewer.client.rpc('open_application_conversation', { application_id: app });
    expect(error).toBeNull();
    const [conv] = await sql(
      `select title, conversation_category, company_id, job_id, job_application_id, created_by from conversations where id = $1`,
      [id],
    );
    expect(conv).toEqual({
      title: 'Application: Motion Planning Engineer',
      conversation_category: 'application',
      company_id: w.company.id,
      job_id: job,
      job_application_id: app,
      created_by: w.reviewer.id,
    });
    for (const client of [w.reviewer.client, user.client]) {
      const { data } = await client
        .from('conversation_participants_detailed')
        .select('user_id, user_type')
        .eq('conversation_id', id as string)
        .eq('is_active', true)
        .order('user_type');
      expect(data).toEqual([
        { user_id: user.id, user_type: 'talent' },
        { user_id: w.reviewer.id, user_type: 'company' },
      ]);
    }
  });

  it('returns the same conversation on every call, whoever of the two asks, adding nobody twice', async () => {
    const { user, app } = await applicant();
    const first = await w.owner.client.rpc('open_application_conversation', { application_id: app });
    const again = await w.owner.client.rpc('open_application_conversation', { application_id: app });
    const byTalent = await user.client.rpc('open_application_conversation', { application_id: app });
    expect(again.data).toBe(first.data);
    expect(byTalent.data).toBe(first.data);
    expect((await participants(first.data as string)).map((p) => p.user_id).sort()).toEqual(
      [w.owner.id, user.id].sort(),
    );
  });

  it('makes one conversation when several members open it at the same moment, and adds each of them', async () => {
    const { app } = await applicant();
    const results = await Promise.all(
      [w.owner, w.planner, w.member].map((u) => u.client.rpc('open_application_conversation', { application_id: app })),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null]);
    expect(new Set(results.map((r) => r.data)).size).toBe(1);
    const rows = await sql(`select id from conversations where job_application_id = $1`, [app]);
    expect(rows).toHaveLength(1);
    expect(await participants(results[0]!.data as string)).toHaveLength(4);
  });

  it("brings the job's author in when the talent opens the conversation first", async () => {
    const { user, app } = await applicant();
    const { data: id } = await user.client.rpc('open_application_conversation', { application_id: app });
    const rows = await participants(id as string);
    expect(rows.map((p) => [p.user_id, p.user_type]).sort()).toEqual(
      [
        [w.planner.id, 'company'],
        [user.id, 'talent'],
      ].sort(),
    );
  });

  it('brings back a member who had left when they open it again, but not the talent who left', async () => {
    const { user, app } = await applicant();
    const { data: id } = await w.owner.client.rpc('open_application_conversation', { application_id: app });
    await sql(`update conversation_participants set is_active = false where conversation_id = $1`, [id]);
    await w.owner.client.rpc('open_application_conversation', { application_id: app });
    const rows = await participants(id as string);
    expect(rows.find((p) => p.user_id === w.owner.id)?.is_active).toBe(true);
    expect(rows.find((p) => p.user_id === user.id)?.is_active).toBe(false);
  });

  it('refuses other companies, other talent and signed-out visitors', async () => {
    const { app } = await applicant();
    const stranger = await createUser();
    for (const client of [w.otherMember.client, stranger.client]) {
      const res = await client.rpc('open_application_conversation', { application_id: app });
      expect(res.error?.code).toBe('42501');
    }
    expect((await anonClient().rpc('open_application_conversation', { application_id: app })).error?.code).toBe(
      '42501',
    );
    expect(await sql(`select id from conversations where job_application_id = $1`, [app])).toEqual([]);
  });

  it('says clearly when the application does not exist, was withdrawn or is missing', async () => {
    const missing = await w.owner.client.rpc('open_application_conversation', {
      application_id: '00000000-0000-4000-8000-00000000dead',
    });
    expect(missing.error).toMatchObject({ code: 'P0001', message: expect.stringContaining('not found') });
    const { user, app } = await applicant();
    await user.client.from('job_applications').update({ _deleted: true }).eq('id', app);
    expect((await w.owner.client.rpc('open_application_conversation', { application_id: app })).error?.code).toBe(
      'P0001',
    );
    const none = await w.owner.client.rpc('open_application_conversation', { application_id: null });
    expect(none.error?.code).toBe('22004');
  });

  it("returns the seeded application conversation for Maya's Acme application", async () => {
    const maya = await signIn('talent@evee.dev', DEMO_PASSWORD);
    const { data, error } = await maya.rpc('open_application_conversation', {
      application_id: SEED.applications.mayaAcmeFrontend,
    });
    expect(error).toBeNull();
    expect(data).toBe(SEED.conversations.application);
  });

  it('ignores an application conversation a member of another company made on their own', async () => {
    const { app } = await applicant();
    const fake = await w.otherMember.client
      .from('conversations')
      .insert({
        conversation_category: 'application',
        job_application_id: app,
        company_id: w.otherCompany.id,
        created_by: w.otherMember.id,
      })
      .select('id')
      .single();
    expect(fake.error).toBeNull();
    const { data } = await w.owner.client.rpc('open_application_conversation', { application_id: app });
    expect(data).not.toBe(fake.data!.id);
  });
});
