import { afterAll, describe, expect, it } from 'vitest';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { makeConversation, postMessage } from '../fixtures/backend';
import { Collector, subscribed } from '../fixtures/realtime';
import { createUser, type TestUser } from '../fixtures/stack';

let reader: TestUser | undefined;

afterAll(async () => {
  await reader?.client.removeAllChannels();
});

describe('postgres_changes order across tables', () => {
  it('delivers a change before the changes its own triggers make, as a WAL reader would', async () => {
    const [writer, me] = await Promise.all([createUser(), createUser()]);
    reader = me;
    const conversation = await makeConversation([{ user: writer }, { user: me }]);
    const got = new Collector<string>();
    const record = (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) =>
      got.push(`${payload.table} ${payload.eventType}`);
    const channel = me.client
      .channel(`order-${conversation.slice(0, 8)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_participants' }, record)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_messages' }, record);
    await subscribed(channel);

    // The insert's trigger raises the reader's unread count: an UPDATE made after the INSERT.
    const { error } = await postMessage(writer.client, conversation, writer.id, 'First things first');
    expect(error).toBeNull();
    // The participants' rows were inserted just before the subscription: on a busy feed their
    // INSERTs may still arrive, as from a WAL reader behind, so only the two changes are compared.
    const events = await got.until((items) => items.includes('conversation_participants UPDATE'));
    expect(events).toContain('conversation_messages INSERT');
    expect(events.indexOf('conversation_messages INSERT')).toBeLessThan(
      events.indexOf('conversation_participants UPDATE'),
    );
  });
});
