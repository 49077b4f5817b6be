import { describe, expect, it } from 'vitest';
import { conflictHandlerFor, sameContent, serverWins } from '@sync/conflict/handler';
import { resolveParticipant } from '@sync/collections/conversation-participants/conflict';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import type { ConversationParticipantDoc } from '@sync/collections/conversation-participants/schema';

const notification = (over: Partial<NotificationDoc> = {}) => ({
  id: 'n1',
  user_id: 'u1',
  type: 'chat',
  title: 'Hello',
  message: '',
  data: { a: 1 },
  read: false,
  created_at: '2026-01-01T00:00:00.000000+00:00',
  _deleted: false,
  ...over,
});

const participant = (over: Partial<ConversationParticipantDoc> = {}) => ({
  id: 'p1',
  conversation_id: 'c1',
  user_id: 'u1',
  unread_count: 3,
  is_active: true,
  last_read_at: '2026-01-01T10:00:00.000000+00:00' as string | null,
  participant_role: 'member',
  _deleted: false,
  ...over,
});

describe('read position conflicts', () => {
  it('keep the device’s read position when it is later, with the lower unread count', () => {
    const local = participant({ last_read_at: '2026-01-01T11:00:00.000000+00:00', unread_count: 0 });
    const resolved = resolveParticipant(local, participant({ unread_count: 2 }));
    expect([resolved.last_read_at, resolved.unread_count]).toEqual(['2026-01-01T11:00:00.000000+00:00', 0]);
  });

  it('keep the server’s when it is later or the same, or the device never read', () => {
    const server = participant({ last_read_at: '2026-01-01T12:00:00.000000+00:00', unread_count: 1 });
    expect(resolveParticipant(participant({ unread_count: 0 }), server)).toBe(server);
    expect(resolveParticipant(participant({ unread_count: 0 }), participant())).toEqual(participant());
    expect(resolveParticipant(participant({ last_read_at: null }), participant())).toEqual(participant());
  });

  it('break a tie within the same millisecond by the microseconds', () => {
    const local = participant({ last_read_at: '2026-01-01T10:00:00.000900+00:00', unread_count: 0 });
    const server = participant({ last_read_at: '2026-01-01T10:00:00.000100+00:00' });
    expect(resolveParticipant(local, server).last_read_at).toBe('2026-01-01T10:00:00.000900+00:00');
  });

  it('take the server’s word on membership even when the device’s read position wins', () => {
    const local = participant({ last_read_at: '2026-01-01T11:00:00.000000+00:00', is_active: true });
    expect(resolveParticipant(local, participant({ is_active: false })).is_active).toBe(false);
  });
});

describe('the conflict handler', () => {
  it('ignores RxDB bookkeeping when comparing and resolves with the rule', async () => {
    const handler = conflictHandlerFor(resolveParticipant);
    const withMeta = { ...participant(), _meta: { lwt: 1 }, _rev: '1-a' };
    expect(handler.isEqual(withMeta as never, participant(), 'test')).toBe(true);
    expect(handler.isEqual(participant({ unread_count: 0 }), participant(), 'test')).toBe(false);
    const later = '2026-01-01T11:00:00.000000+00:00';
    const resolved = await handler.resolve(
      {
        newDocumentState: participant({ last_read_at: later, unread_count: 0 }),
        realMasterState: participant({ is_active: false }),
        assumedMasterState: participant(),
      },
      'test',
    );
    expect(resolved).toEqual(participant({ last_read_at: later, unread_count: 0, is_active: false }));
  });

  it('lets the server win by default', () => {
    expect(serverWins(notification({ title: 'Mine' }), notification())).toEqual(notification());
    expect(sameContent({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
