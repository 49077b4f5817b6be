import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeCompany, makeConversation, postMessage, sql } from '../fixtures/backend';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';

let maya: TestUser;
let daniel: TestUser;
let priya: TestUser;
let outsider: TestUser;
let conversationId: string;

beforeAll(async () => {
  [maya, daniel, priya, outsider] = await Promise.all([
    createUser({ metadata: { display_name: 'Maya Test' } }),
    createUser({ metadata: { display_name: 'Daniel Test' } }),
    createUser({ metadata: { display_name: 'Priya Test' } }),
    createUser(),
  ]);
  conversationId = await makeConversation(
    [{ user: daniel, userType: 'company' }, { user: maya }, { user: priya, userType: 'recruiter' }],
    { title: 'Frontend shortlist', conversation_category: 'hiring' },
  );
  const first = await postMessage(daniel.client, conversationId, daniel.id, 'Welcome to the shortlist review.');
  if (first.error) throw new Error(first.error.message);
});

async function unread(): Promise<Record<string, number>> {
  const rows = await sql<{ user_id: string; unread_count: number }>(
    `select user_id, unread_count from conversation_participants where conversation_id = $1`,
    [conversationId],
  );
  return Object.fromEntries(rows.map((r) => [r.user_id, r.unread_count]));
}

describe('conversation policies', () => {
  it('shows participants the conversation, its participants with names, and its messages', async () => {
    const conv = await maya.client
      .from('conversations')
      .select('id, title, message_count')
      .eq('id', conversationId)
      .single();
    expect(conv.data).toMatchObject({ id: conversationId, title: 'Frontend shortlist' });
    const people = await maya.client
      .from('conversation_participants_detailed')
      .select('user_id, display_name, user_type, participant_role')
      .eq('conversation_id', conversationId);
    expect(people.data).toHaveLength(3);
    expect(people.data).toContainEqual({
      user_id: priya.id,
      display_name: 'Priya Test',
      user_type: 'recruiter',
      participant_role: 'member',
    });
    const msgs = await maya.client
      .from('conversation_messages')
      .select('content')
      .eq('conversation_id', conversationId);
    expect(msgs.data).toEqual([{ content: 'Welcome to the shortlist review.' }]);
  });

  it('hides everything about the conversation from someone not in it', async () => {
    for (const [table, column] of [
      ['conversations', 'id'],
      ['conversation_participants', 'conversation_id'],
      ['conversation_participants_detailed', 'conversation_id'],
      ['conversation_messages', 'conversation_id'],
      ['conversation_typing_indicators', 'conversation_id'],
    ] as const) {
      const { data, error } = await outsider.client.from(table).select('*').eq(column, conversationId);
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    const anon = await anonClient().from('conversation_messages').select('id').eq('conversation_id', conversationId);
    expect(anon.error?.code).toBe('42501');
  });

  it('does not let an outsider post, rename the conversation, join it or type in it', async () => {
    const post = await postMessage(outsider.client, conversationId, outsider.id, 'Let me in');
    expect(post.error?.code).toBe('42501');
    const rename = await outsider.client
      .from('conversations')
      .update({ title: 'Mine now' })
      .eq('id', conversationId)
      .select();
    expect(rename.data).toEqual([]);
    const join = await outsider.client
      .from('conversation_participants')
      .insert({ conversation_id: conversationId, user_id: outsider.id });
    expect(join.error?.code).toBe('42501');
    const typing = await outsider.client
      .from('conversation_typing_indicators')
      .upsert({ conversation_id: conversationId, user_id: outsider.id, user_name: 'Ghost' });
    expect(typing.error?.code).toBe('42501');
    expect((await sql(`select 1 from conversation_messages where sender_id = $1`, [outsider.id])).length).toBe(0);
  });

  it('does not let a participant post as someone else', async () => {
    const res = await postMessage(maya.client, conversationId, daniel.id, 'Daniel here, you are hired!');
    expect(res.error?.code).toBe('42501');
    expect((await sql(`select 1 from conversation_messages where content like 'Daniel here%'`)).length).toBe(0);
  });

  it("takes the sender's name from their profile, not from the client", async () => {
    const { data, error } = await maya.client
      .from('conversation_messages')
      .insert({
        id: randomUUID(),
        conversation_id: conversationId,
        sender_id: maya.id,
        sender_name: 'Daniel Test',
        content: 'Hello all',
      })
      .select('sender_name')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ sender_name: 'Maya Test' });
  });

  it('stores a message once however often the same id is sent', async () => {
    const id = randomUUID();
    const row = { id, conversation_id: conversationId, sender_id: priya.id, content: 'Two more profiles coming.' };
    expect((await priya.client.from('conversation_messages').insert(row)).error).toBeNull();
    const again = await priya.client.from('conversation_messages').insert(row);
    expect(again.error?.code).toBe('23505');
    expect((await sql(`select 1 from conversation_messages where id = $1`, [id])).length).toBe(1);
  });

  it('raises unread_count for every other active participant and moves the conversation counters', async () => {
    const before = await unread();
    const [conv] = await sql<{ message_count: number }>(`select message_count from conversations where id = $1`, [
      conversationId,
    ]);
    const sent = await postMessage(priya.client, conversationId, priya.id, 'Can we meet Thursday?');
    expect(sent.error).toBeNull();
    const after = await unread();
    expect(after[priya.id]).toBe(before[priya.id]);
    expect(after[maya.id]).toBe(before[maya.id]! + 1);
    expect(after[daniel.id]).toBe(before[daniel.id]! + 1);
    const [now] = await sql<{ message_count: number; last_message_at: Date }>(
      `select message_count, last_message_at from conversations where id = $1`,
      [conversationId],
    );
    expect(now!.message_count).toBe(conv!.message_count + 1);
    expect(now!.last_message_at.toISOString()).toBe(new Date(sent.data!.created_at).toISOString());
  });

  it('keeps sent messages immutable: no editing, but the sender may delete theirs', async () => {
    const sent = await postMessage(daniel.client, conversationId, daniel.id, 'Offer: 120k');
    const edit = await daniel.client
      .from('conversation_messages')
      .update({ content: 'Offer: 90k' })
      .eq('id', sent.data!.id)
      .select();
    expect(edit.error?.code).toBe('42501');
    const byOther = await maya.client
      .from('conversation_messages')
      .update({ _deleted: true })
      .eq('id', sent.data!.id)
      .select();
    expect(byOther.data).toEqual([]);
    const del = await daniel.client
      .from('conversation_messages')
      .update({ _deleted: true })
      .eq('id', sent.data!.id)
      .select('_deleted, content');
    expect(del.data).toEqual([{ _deleted: true, content: 'Offer: 120k' }]);
    const restore = await daniel.client
      .from('conversation_messages')
      .update({ _deleted: false })
      .eq('id', sent.data!.id)
      .select();
    expect(restore.error?.code).toBe('42501');
  });

  it('lets a participant move only their own read position, forward', async () => {
    const own = await maya.client
      .from('conversation_participants')
      .update({ unread_count: 0, last_read_at: new Date().toISOString() })
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id)
      .select('unread_count');
    expect(own.data).toEqual([{ unread_count: 0 }]);
    const others = await maya.client
      .from('conversation_participants')
      .update({ unread_count: 0 })
      .eq('conversation_id', conversationId)
      .eq('user_id', daniel.id)
      .select();
    expect(others.data).toEqual([]);
    expect((await unread())[daniel.id]).toBeGreaterThan(0);
    const raise = await maya.client
      .from('conversation_participants')
      .update({ unread_count: 7 })
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id)
      .select();
    expect(raise.error?.code).toBe('42501');
    const promote = await maya.client
      .from('conversation_participants')
      .update({ participant_role: 'owner' })
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id)
      .select();
    expect(promote.error?.code).toBe('42501');
  });

  it('lets a participant say they are typing, under their own name, and clear it', async () => {
    const signal = (user: string, name: string, expires: number) =>
      maya.client
        .from('conversation_typing_indicators')
        .upsert(
          {
            conversation_id: conversationId,
            user_id: user,
            user_name: name,
            expires_at: new Date(expires).toISOString(),
          },
          { onConflict: 'conversation_id,user_id' },
        )
        .select('user_name');
    const up = await signal(maya.id, 'Someone', Date.now() + 10_000);
    expect(up.data).toEqual([{ user_name: 'Maya Test' }]);
    expect((await signal(maya.id, 'Maya Test', Date.now() + 10_000)).error).toBeNull();
    const seen = await daniel.client
      .from('conversation_typing_indicators')
      .select('user_id')
      .eq('conversation_id', conversationId);
    expect(seen.data).toEqual([{ user_id: maya.id }]);
    expect((await signal(daniel.id, 'Daniel Test', Date.now() + 10_000)).error?.code).toBe('42501');
    // Clearing is an update to the past (a delete would tell every subscriber who typed where).
    const cleared = await maya.client
      .from('conversation_typing_indicators')
      .update({ expires_at: new Date(0).toISOString() })
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id);
    expect(cleared.error).toBeNull();
    const [row] = await sql<{ expires_at: Date }>(
      `select expires_at from conversation_typing_indicators where conversation_id = $1`,
      [conversationId],
    );
    expect(row!.expires_at.getTime()).toBe(0);
  });

  it('lets a signed-in user start a conversation and add people they work with, with server-owned counters', async () => {
    // Maya and Priya are teammates; the outsider works with neither (see conversation-consent.test.ts).
    await addMember((await makeCompany(maya, 'Maya & Priya')).id, priya);
    const id = randomUUID();
    const conv = await maya.client
      .from('conversations')
      .insert({ id, conversation_type: 'direct', created_by: maya.id, message_count: 99 })
      .select('message_count')
      .single();
    expect(conv.data).toEqual({ message_count: 0 });
    const people = await maya.client
      .from('conversation_participants')
      .insert([
        { conversation_id: id, user_id: maya.id, participant_role: 'owner', user_type: 'talent' },
        { conversation_id: id, user_id: priya.id, participant_role: 'member', user_type: 'recruiter' },
      ])
      .select('user_id');
    expect(people.error).toBeNull();
    expect(people.data).toHaveLength(2);
    const stranger = await maya.client
      .from('conversation_participants')
      .insert({ conversation_id: id, user_id: outsider.id, participant_role: 'member' });
    expect(stranger.error?.message).toBe('You can only message people you work with');
    const asOther = await maya.client
      .from('conversations')
      .insert({ conversation_type: 'direct', created_by: daniel.id });
    expect(asOther.error?.code).toBe('42501');
    const counters = await maya.client.from('conversations').update({ message_count: 5 }).eq('id', id).select();
    expect(counters.error?.code).toBe('42501');
  });

  it('stops showing a conversation to a participant who left', async () => {
    const leaverConv = await makeConversation([{ user: daniel, userType: 'company' }, { user: outsider }]);
    const left = await outsider.client
      .from('conversation_participants')
      .update({ is_active: false })
      .eq('conversation_id', leaverConv)
      .eq('user_id', outsider.id)
      .select('is_active');
    expect(left.data).toEqual([{ is_active: false }]);
    const msgs = await outsider.client.from('conversation_messages').select('id').eq('conversation_id', leaverConv);
    expect(msgs.data).toEqual([]);
    const post = await postMessage(outsider.client, leaverConv, outsider.id, 'Still here?');
    expect(post.error?.code).toBe('42501');
  });
});
