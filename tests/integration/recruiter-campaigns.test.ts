// Outreach campaigns run from the database: starting one queues every recipient's first e-mail,
// the queue puts it in the outbox, follow-ups are queued when due, and a reply in chat stops
// that person's sequence.
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startScheduler } from '../../supabase/local/scheduler';
import { makeConversation, postMessage, sql } from '../fixtures/backend';
import { createUser, serviceClient, stack, type TestUser } from '../fixtures/stack';

let priya: TestUser;

const steps = [
  { template_id: 'recruiter_outreach_intro', delay_days: 0 },
  { template_id: 'recruiter_outreach_follow_up', delay_days: 3 },
];

async function candidate(fields: Record<string, unknown>) {
  const { data, error } = await priya.client.from('recruiter_candidates').insert(fields).select('id').single();
  if (error) throw new Error(error.message);
  return data!.id as string;
}

async function campaignWith(candidateIds: string[]) {
  const { data, error } = await priya.client
    .from('recruiter_campaigns')
    .insert({ name: 'Platform engineers, Q1', steps })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  for (const id of candidateIds) {
    const added = await priya.client
      .from('campaign_recipients')
      .insert({ campaign_id: data!.id, candidate_id: id, email: 'x@y.z', full_name: 'x' });
    if (added.error) throw new Error(added.error.message);
  }
  return data!.id as string;
}

const advance = () => sql('select public.process_notification_queue_batch(50), public.advance_campaigns()');
const recipients = (campaignId: string) =>
  sql<{ email: string; state: string; current_step: number }>(
    'select email, state, current_step from public.campaign_recipients where campaign_id = $1 order by email',
    [campaignId],
  );

beforeAll(async () => {
  priya = await createUser({ metadata: { display_name: 'Priya Test' } });
  await serviceClient()
    .from('user_roles')
    .insert({ user_id: priya.id, role_type: 'recruiter', context_type: 'global' });
});

describe('a campaign', () => {
  it('queues the first e-mail on start, which reaches the outbox filled in, then the follow-up when due', async () => {
    const tag = Date.now().toString(36);
    const email = `grace.${tag}@example.com`;
    const id = await campaignWith([await candidate({ full_name: 'Grace Liu', email })]);
    expect((await recipients(id))[0]).toMatchObject({ email, state: 'queued' });
    const started = await priya.client.rpc('start_campaign', { campaign_id: id });
    expect(started.error).toBeNull();
    expect(started.data).toMatchObject({ status: 'running' });
    await advance();
    const mail = await sql<{ subject: string; body: string }>(
      'select subject, body from public.email_outbox where to_email = $1',
      [email],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('An opportunity for you, Grace');
    expect(mail[0]!.body).toContain('I am Priya Test, a recruiter on Evee');
    expect((await recipients(id))[0]).toMatchObject({ state: 'sent', current_step: 0 });

    await sql(
      `update public.campaign_recipients set next_step_at = now() - interval '1 minute' where campaign_id = $1`,
      [id],
    );
    await advance();
    await advance();
    const all = await sql<{ subject: string }>(
      'select subject from public.email_outbox where to_email = $1 order by created_at',
      [email],
    );
    expect(all.map((m) => m.subject)).toEqual(['An opportunity for you, Grace', 'Following up on the role']);
    expect((await recipients(id))[0]).toMatchObject({ state: 'finished', current_step: 1 });
    const [campaign] = await sql<{ status: string }>('select status from public.recruiter_campaigns where id = $1', [
      id,
    ]);
    expect(campaign!.status).toBe('finished');
  });

  it("stops a recipient's sequence when they reply in chat", async () => {
    const talent = await createUser();
    await serviceClient().from('talent_profiles').insert({ user_id: talent.id, open_to_recruiters: true });
    const id = await campaignWith([
      await candidate({ talent_id: talent.id, full_name: 'Omar Test', email: talent.email }),
    ]);
    await priya.client.rpc('start_campaign', { campaign_id: id });
    await advance();
    const conversation = await makeConversation([{ user: priya }, { user: talent }]);
    await postMessage(talent.client, conversation, talent.id, 'Happy to talk!');
    expect((await recipients(id))[0]).toMatchObject({ state: 'replied' });
  });

  it('refuses bad steps, a start with nobody, a candidate without e-mail, and others’ campaigns, with words', async () => {
    const bad = await priya.client
      .from('recruiter_campaigns')
      .insert({ name: 'Bad', steps: [{ template_id: 'welcome_email', delay_days: 0 }] });
    expect(bad.error?.message).toBe('Choose an outreach e-mail template for step 1');
    const late = await priya.client
      .from('recruiter_campaigns')
      .insert({ name: 'Late', steps: [{ template_id: 'recruiter_outreach_intro', delay_days: 2 }] });
    expect(late.error?.message).toBe('Step 1 waits 0 to 60 days (the first sends at once)');
    const empty = await campaignWith([]);
    expect((await priya.client.rpc('start_campaign', { campaign_id: empty })).error?.message).toBe(
      'Add at least one recipient',
    );
    const noEmail = await candidate({ full_name: 'No Mail' });
    const added = await priya.client
      .from('campaign_recipients')
      .insert({ campaign_id: empty, candidate_id: noEmail, email: 'a@b.c', full_name: 'x' });
    expect(added.error?.message).toBe('This candidate has no e-mail address');
    const stranger = await createUser();
    expect((await stranger.client.rpc('start_campaign', { campaign_id: empty })).error?.message).toBe(
      'Start your own campaigns',
    );
    expect((await stranger.client.from('recruiter_campaigns').select('id').eq('id', empty)).data).toEqual([]);
  });
});

describe('the outreach templates', () => {
  it('are read by recruiters only', async () => {
    const { data } = await priya.client.rpc('outreach_templates');
    expect((data as { id: string }[]).map((t) => t.id)).toEqual([
      'recruiter_outreach_follow_up',
      'recruiter_outreach_intro',
      'recruiter_outreach_last_call',
    ]);
    const talent = await createUser();
    expect((await talent.client.rpc('outreach_templates')).error?.message).toBe(
      'Outreach templates are for recruiters',
    );
  });
});

describe("the stack's scheduler", () => {
  it('delivers a started campaign’s first e-mail on its own, and stops cleanly', async () => {
    const email = `sched.${Date.now().toString(36)}@example.com`;
    const id = await campaignWith([await candidate({ full_name: 'Sched Person', email })]);
    await priya.client.rpc('start_campaign', { campaign_id: id });
    const pool = new pg.Pool({ connectionString: stack().dbUrl, max: 2 });
    const failures: string[] = [];
    const scheduler = startScheduler(pool, 200, (line) => failures.push(line));
    try {
      await expect
        .poll(() => sql('select subject from public.email_outbox where to_email = $1', [email]), { timeout: 10_000 })
        .toEqual([{ subject: 'An opportunity for you, Sched' }]);
      await expect.poll(async () => (await recipients(id))[0]?.state, { timeout: 10_000 }).toBe('sent');
    } finally {
      await scheduler.stop();
      await pool.end();
    }
    expect(failures).toEqual([]);
  });
});
