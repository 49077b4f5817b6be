import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { readAssistantData } from '@sync/assistant/snapshot';
import { readAssistantHistory, writeAssistantHistory } from '@sync/assistant/history';
import { newestFirstKey } from '@sync/collections/conversation-messages/order';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { writeRow } from '@sync/workspace/records';
import { answerIntent } from '@/features/assistant/utils/answer';
import { parseIntent } from '@/features/assistant/utils/intents';

let db: EveeDatabase | null = null;
afterEach(async () => {
  await db?.remove();
  db = null;
});

const iso = (date: Date) => date.toISOString();

async function seedDevice(userId: string, now: Date) {
  const database = await openUserDatabase({ userId, storage: getRxStorageMemory(), multiInstance: false });
  const daniel = randomUUID();
  const acme = randomUUID();
  const chat = randomUUID();
  const created = iso(new Date(now.getTime() - 3_600_000));
  await database.companies.insert({ id: acme, name: 'Acme Robotics', identifier: 'acme' });
  await database.user_profiles.insert({
    id: randomUUID(),
    user_id: daniel,
    display_name: 'Daniel Reyes',
    updated_at: created,
  });
  await database.conversations.insert({
    id: chat,
    conversation_type: 'direct',
    company_id: acme,
    created_at: created,
    updated_at: created,
    last_message_at: created,
  });
  for (const [who, unread] of [
    [userId, 1],
    [daniel, 0],
  ] as const)
    await database.conversation_participants.insert({
      id: randomUUID(),
      conversation_id: chat,
      user_id: who,
      unread_count: unread,
      is_active: true,
      joined_at: created,
    });
  await database.conversation_messages.insert({
    id: randomUUID(),
    conversation_id: chat,
    sender_id: daniel,
    sender_type: 'user',
    content: 'Would Thursday work?',
    message_type: 'text',
    created_at: created,
    newest_first: newestFirstKey(created),
    delivery: '',
  });
  await database.notifications.insert({
    id: randomUUID(),
    user_id: userId,
    type: 'application',
    title: 'Application viewed',
    read: false,
    created_at: created,
  });
  // A row of the calendar's table, as its replication will store it: the assistant reads it by name.
  const starts = new Date(now.getTime() + 3_600_000);
  await database.workspace_records.insert({
    id: randomUUID(),
    table: 'calendar_events',
    scope: userId,
    parent: '',
    newest_first: '',
    row: {
      id: randomUUID(),
      kind: 'interview',
      title: 'Interview with Acme',
      starts_at: iso(starts),
      ends_at: iso(new Date(starts.getTime() + 3_600_000)),
      time_zone: 'UTC',
      status: 'confirmed',
      job_application_id: null,
      company_id: acme,
      organizer_id: daniel,
      attendee_ids: [userId],
    },
  });
  await writeRow(database, 'saved_jobs', {
    id: randomUUID(),
    user_id: userId,
    job_id: randomUUID(),
    created_at: created,
  });
  return database;
}

describe('the assistant’s reads from the device', () => {
  it('reads messages, notifications and calendar events from the local database into answers, with no network', async () => {
    const userId = randomUUID();
    const now = new Date();
    db = await seedDevice(userId, now);
    const data = await readAssistantData(db, userId);
    expect(data.conversations).toHaveLength(1);
    expect(data.events.map((e) => e.title)).toEqual(['Interview with Acme']);
    expect(data.savedJobs).toHaveLength(1);

    const ctx = { data, mode: 'talent' as const, now, lastJobId: null };
    const messages = answerIntent(parseIntent('unread messages from Acme'), ctx);
    expect(messages.citations).toEqual([expect.objectContaining({ kind: 'conversation', label: 'Daniel Reyes' })]);
    expect(messages.citations[0]!.detail).toContain('Would Thursday work?');
    expect(answerIntent(parseIntent('upcoming interviews'), ctx).citations.map((c) => c.label)).toEqual([
      'Interview with Acme',
    ]);
    expect(answerIntent(parseIntent('unread notifications'), ctx).citations.map((c) => c.label)).toEqual([
      'Application viewed',
    ]);
  });

  it('keeps the history and the typed draft in a local document, neither write undoing the other', async () => {
    const userId = randomUUID();
    db = await openUserDatabase({ userId, storage: getRxStorageMemory(), multiInstance: false });
    expect(await readAssistantHistory(db)).toEqual({ entries: [], draft: '' });
    await Promise.all([
      writeAssistantHistory(db, { entries: [{ id: '1' }] }),
      writeAssistantHistory(db, { draft: 'who app' }),
    ]);
    expect(await readAssistantHistory(db)).toEqual({ entries: [{ id: '1' }], draft: 'who app' });
    expect(await db.workspace_records.count().exec()).toBe(0);
  });
});
