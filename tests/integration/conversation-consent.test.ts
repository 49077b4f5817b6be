// Who may start a conversation with whom (private.may_contact), tried as an attacker would: fresh
// accounts, through the gateway only. A stranger makes a conversation and tries to put someone in
// it, to message them, read their e-mail (profile_emails) and put an event in their calendar; a
// relationship the stranger can make alone (their own company, an application to the victim's
// company, a support ticket) must not count. The legitimate ways people meet keep working: a
// company and its applicant, teammates, a recruiter and their candidate, staff and a requester.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, postMessage, sql } from '../fixtures/backend';
import { makeApplication, makeJob, makeTalentProfile } from '../fixtures/hiring';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';
import { makeWorkspaceWorld, type WorkspaceWorld } from '../fixtures/workspace-world';

let w: WorkspaceWorld;
let stranger: TestUser, victim: TestUser, recruiter: TestUser, candidate: TestUser, staff: TestUser;

beforeAll(async () => {
  w = await makeWorkspaceWorld();
  [stranger, victim, recruiter, candidate, staff] = await Promise.all([
    createUser({ metadata: { display_name: 'Stan Stranger' } }),
    createUser({ metadata: { display_name: 'Vera Victim' } }),
    createUser({ metadata: { display_name: 'Rita Recruiter' } }),
    createUser({ metadata: { display_name: 'Cleo Candidate' } }),
    createUser({ metadata: { display_name: 'Sid Staff' } }),
  ]);
  const role = await serviceClient()
    .from('user_roles')
    .insert({ user_id: recruiter.id, role_type: 'recruiter', context_type: 'global' });
  if (role.error) throw new Error(role.error.message);
  await Promise.all([makeTalentProfile(candidate.id, { open_to_recruiters: true }), makeStaff(staff, 'member')]);
  const kept = await recruiter.client
    .from('recruiter_candidates')
    .insert({ talent_id: candidate.id, full_name: 'Cleo Candidate' });
  if (kept.error) throw new Error(kept.error.message);
});

/** A conversation `creator` makes through the API, with themselves as its owner. */
async function ownConversation(creator: TestUser): Promise<string> {
  const id = randomUUID();
  const made = await creator.client
    .from('conversations')
    .insert({ id, conversation_type: 'direct', created_by: creator.id });
  expect(made.error).toBeNull();
  const me = await creator.client
    .from('conversation_participants')
    .insert({ conversation_id: id, user_id: creator.id, participant_role: 'owner' });
  expect(me.error).toBeNull();
  return id;
}

const add = (by: TestUser, conversationId: string, person: TestUser) =>
  by.client.from('conversation_participants').insert({ conversation_id: conversationId, user_id: person.id });

const participants = (conversationId: string) =>
  sql<{ user_id: string }>('select user_id from public.conversation_participants where conversation_id = $1', [
    conversationId,
  ]).then((rows) => rows.map((r) => r.user_id).sort());

describe('starting a conversation', () => {
  it('refuses a stranger who adds someone they have no relationship with, in words', async () => {
    const conv = await ownConversation(stranger);
    const tries = await Promise.all([
      add(stranger, conv, victim),
      add(stranger, conv, w.alice),
      add(stranger, conv, staff),
    ]);
    for (const res of tries) {
      expect(res.error?.code).toBe('42501');
      expect(res.error?.message).toBe('You can only message people you work with');
    }
    expect(await participants(conv)).toEqual([stranger.id]);
  });

  it('lets the stranger’s message reach nobody, and refuses it in a conversation they are not in', async () => {
    const conv = await ownConversation(stranger);
    await add(stranger, conv, victim);
    expect(
      (await postMessage(stranger.client, conv, stranger.id, 'Verify your account at http://x.example')).error,
    ).toBeNull();
    const seen = await victim.client.from('conversation_messages').select('id').eq('conversation_id', conv);
    expect(seen.data).toEqual([]);
    const victimsChat = await sql<{ id: string }>(
      `insert into public.conversations (conversation_type, created_by) values ('direct', $1) returning id`,
      [w.alice.id],
    );
    await sql(`insert into public.conversation_participants (conversation_id, user_id) values ($1, $2), ($1, $3)`, [
      victimsChat[0]!.id,
      w.alice.id,
      victim.id,
    ]);
    const intrude = await postMessage(stranger.client, victimsChat[0]!.id, stranger.id, 'Hello from outside');
    expect(intrude.error?.code).toBe('42501');
  });

  it('gives a stranger no e-mail and no calendar slot of the person they tried to add', async () => {
    const conv = await ownConversation(stranger);
    await add(stranger, conv, victim);
    const emails = await stranger.client.rpc('profile_emails', { user_ids: [victim.id] });
    expect(emails.error).toBeNull();
    expect(emails.data).toEqual([]);
    const event = await stranger.client.from('calendar_events').insert({
      id: randomUUID(),
      kind: 'call',
      title: 'Account check',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 7_200_000).toISOString(),
      video_url: 'https://meet.example.com/verify',
      organizer_id: stranger.id,
      attendee_ids: [victim.id],
    });
    expect(event.error?.code).toBe('42501');
    const told = await sql('select 1 from public.notifications where user_id = $1', [victim.id]);
    expect(told).toEqual([]);
  });

  it('does not count what the stranger can make alone: their own company, an application, a ticket', async () => {
    // Vera owns a company with an open job; the stranger applies to it and opens a ticket.
    const company = await victim.client.rpc('create_company', {
      name: 'Vera Works',
      identifier: `vera-${randomUUID().slice(0, 8)}`,
    });
    expect(company.error).toBeNull();
    const companyId = (company.data as { id: string }).id;
    const job = await makeJob(companyId, { title: 'Bait Engineer' });
    await makeApplication(job, stranger.id);
    const ticket = await stranger.client
      .from('support_tickets')
      .insert({ subject: 'Help', body: 'Please call me', category: 'general' });
    expect(ticket.error).toBeNull();
    const own = await stranger.client.rpc('create_company', {
      name: 'Stan Holdings',
      identifier: `stan-${randomUUID().slice(0, 8)}`,
    });
    expect(own.error).toBeNull();
    const conv = await ownConversation(stranger);
    const tries = await Promise.all([add(stranger, conv, victim), add(stranger, conv, staff)]);
    for (const res of tries) expect(res.error?.code).toBe('42501');
    expect(await participants(conv)).toEqual([stranger.id]);
  });

  it('lets people who work together start one: company and applicant, teammates, recruiter and candidate, staff and requester', async () => {
    const company = await ownConversation(w.alice);
    expect((await add(w.alice, company, w.tina)).error).toBeNull();
    expect((await add(w.alice, company, w.carol)).error).toBeNull();
    const recruiting = await ownConversation(recruiter);
    expect((await add(recruiter, recruiting, candidate)).error).toBeNull();
    const back = await ownConversation(candidate);
    expect((await add(candidate, back, recruiter)).error).toBeNull();
    const requester = await createUser();
    const ticket = await requester.client.from('support_tickets').insert({ subject: 'Login', body: 'Cannot sign in' });
    expect(ticket.error).toBeNull();
    const support = await ownConversation(staff);
    expect((await add(staff, support, requester)).error).toBeNull();
    // An applicant may not pull a company's people in on their own (open_application_conversation does it).
    const reverse = await ownConversation(w.tina);
    expect((await add(w.tina, reverse, w.carol)).error?.code).toBe('42501');
  });

  it('stops counting a recruiter’s candidate who is no longer open to recruiters', async () => {
    const talent = await createUser();
    await makeTalentProfile(talent.id, { open_to_recruiters: true });
    const kept = await recruiter.client
      .from('recruiter_candidates')
      .insert({ talent_id: talent.id, full_name: 'Later' });
    expect(kept.error).toBeNull();
    await sql('update public.talent_profiles set open_to_recruiters = false where user_id = $1', [talent.id]);
    const conv = await ownConversation(recruiter);
    expect((await add(recruiter, conv, talent)).error?.code).toBe('42501');
  });
});
