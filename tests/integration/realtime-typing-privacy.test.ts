// Typing indicators over Realtime tell only the conversation's participants who is typing. A
// DELETE event carries the old row's primary key to every subscriber of the table, since there
// is no row left for row-level security to check; the key used to be (conversation_id, user_id),
// so a stranger listening to the table learnt who typed where each time someone stopped.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConversation, sql } from '../fixtures/backend';
import { closeClients, Collector, sleep, subscribed } from '../fixtures/realtime';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let maya: TestUser, daniel: TestUser, stranger: TestUser;
let conversationId: string;

beforeAll(async () => {
  [maya, daniel, stranger] = await Promise.all([
    createUser({ metadata: { display_name: 'Maya Typist' } }),
    createUser({ metadata: { display_name: 'Daniel Reader' } }),
    createUser(),
  ]);
  conversationId = await makeConversation([{ user: daniel, userType: 'company' }, { user: maya }]);
});

afterAll(async () => {
  await closeClients(maya.client, daniel.client, stranger.client);
});

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };

async function listen(user: TestUser, filter?: string) {
  const got = new Collector<Change>();
  await subscribed(
    user.client.channel(`typing-${randomUUID().slice(0, 8)}`).on(
      'postgres_changes' as never,
      {
        event: '*',
        schema: 'public',
        table: 'conversation_typing_indicators',
        ...(filter ? { filter } : {}),
      } as never,
      got.push as never,
    ),
  );
  return got;
}

describe('typing indicators over Realtime', () => {
  it('tell a stranger nothing, whether a participant types, stops, deletes or the row is removed', async () => {
    const strangerHears = await listen(stranger);
    const danielHears = await listen(daniel, `conversation_id=eq.${conversationId}`);
    const typing = await maya.client.from('conversation_typing_indicators').upsert(
      {
        conversation_id: conversationId,
        user_id: maya.id,
        user_name: 'Maya Typist',
        expires_at: new Date(Date.now() + 10_000).toISOString(),
      },
      { onConflict: 'conversation_id,user_id' },
    );
    expect(typing.error).toBeNull();
    // Realtime checks a row's visibility when it dispatches, so each step waits for the last.
    await danielHears.until((items) => items.some((c) => c.eventType === 'INSERT'));
    const stopped = await maya.client
      .from('conversation_typing_indicators')
      .update({ expires_at: new Date(0).toISOString() })
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id);
    expect(stopped.error).toBeNull();
    // The participant sees Maya stop (expires_at in the past).
    await danielHears.until((items) =>
      items.some((c) => c.eventType === 'UPDATE' && Date.parse(String(c.new.expires_at)) <= 0),
    );
    // A client's delete (what the app did before) and a removal by the server (a cascade).
    await maya.client
      .from('conversation_typing_indicators')
      .delete()
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id);
    await serviceClient()
      .from('conversation_typing_indicators')
      .delete()
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id);

    expect(danielHears.items[0]).toMatchObject({ eventType: 'INSERT', new: { user_id: maya.id } });
    await sleep(700);
    const leaked = strangerHears.items.filter((c) => {
      const text = JSON.stringify(c);
      return text.includes(maya.id) || text.includes(conversationId);
    });
    expect(leaked).toEqual([]);
    expect(await sql('select 1 from public.conversation_typing_indicators where user_id = $1', [maya.id])).toEqual([]);
  });

  it('are never hard-deleted by a participant: stopping is an update', async () => {
    await maya.client
      .from('conversation_typing_indicators')
      .upsert(
        { conversation_id: conversationId, user_id: maya.id, user_name: 'Maya Typist' },
        { onConflict: 'conversation_id,user_id' },
      );
    const del = await maya.client
      .from('conversation_typing_indicators')
      .delete()
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id);
    expect(del.error?.code).toBe('42501');
    expect(await sql('select 1 from public.conversation_typing_indicators where user_id = $1', [maya.id])).toHaveLength(
      1,
    );
  });
});
