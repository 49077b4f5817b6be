import { describe, expect, it } from 'vitest';
import type { Citation } from '@/features/assistant/utils/answer-types';
import {
  appendEntries,
  HISTORY_LIMIT,
  settleOnRestore,
  withActionState,
  type HistoryEntry,
} from '@/features/assistant/utils/history';
import { onlineMessages } from '@/features/assistant/utils/online-request';
import { completionRequest, completionText, type OnlineAiConfig } from '@/lib/online-ai';

const entry = (
  id: string,
  role: HistoryEntry['role'],
  text: string,
  extra: Partial<HistoryEntry> = {},
): HistoryEntry => ({ id, role, text, at: '2026-03-04T12:00:00Z', ...extra });

describe('the Online AI request', () => {
  const onlineRequest = (config: OnlineAiConfig, question: string, shared: Citation[], previous: HistoryEntry[]) =>
    completionRequest(config, onlineMessages(question, shared, previous));
  const shared: Citation[] = [
    { kind: 'conversation', id: 'c1', label: 'Daniel Reyes', detail: 'Would Thursday work?' },
  ];

  it('goes to the chat-completions path with the model when one is named', () => {
    const { url, body } = onlineRequest(
      { url: 'https://ai.example.com/v1', model: 'small' },
      'Tell me about Acme',
      [],
      [],
    );
    expect(url).toBe('https://ai.example.com/v1/chat/completions');
    expect(body.model).toBe('small');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Tell me about Acme' });
    expect(onlineRequest({ url: 'http://x', model: null }, 'q', [], []).body).not.toHaveProperty('model');
  });

  it('carries only the records the person chose to share, and says when there are none', () => {
    const none = onlineRequest({ url: 'http://x', model: null }, 'q', [], []).body.messages[0]!.content;
    expect(none).toContain('The user shared no records.');
    expect(none).not.toContain('Daniel');
    const some = onlineRequest({ url: 'http://x', model: null }, 'q', shared, []).body.messages[0]!.content;
    expect(some).toContain('- conversation: Daniel Reyes (Would Thursday work?)');
  });

  it('sends the last few turns of the conversation in order', () => {
    const previous = [
      entry('1', 'person', 'unread messages'),
      entry('2', 'assistant', '', {
        answer: { text: 'You have 1 unread message.', citations: [], suggestions: [], source: 'device' },
      }),
    ];
    const { body } = onlineRequest({ url: 'http://x', model: null }, 'and then?', [], previous);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(body.messages[2]!.content).toBe('You have 1 unread message.');
  });

  it('reads the reply’s words, or none from a reply without them', () => {
    expect(completionText({ choices: [{ message: { content: ' Hello ' } }] })).toBe('Hello');
    expect(completionText({ choices: [] })).toBeNull();
    expect(completionText(null)).toBeNull();
  });
});

describe('the assistant’s history', () => {
  it('keeps only the newest entries', () => {
    const many = Array.from({ length: HISTORY_LIMIT }, (_, i) => entry(String(i), 'person', `q${i}`));
    const next = appendEntries(many, entry('new', 'person', 'latest'));
    expect(next).toHaveLength(HISTORY_LIMIT);
    expect(next[0]!.id).toBe('1');
    expect(next.at(-1)!.id).toBe('new');
  });

  it('records what became of an action, and does not take a proposal left open as confirmed after a reload', () => {
    const list = [
      entry('a', 'assistant', '', { actionState: 'proposed' }),
      entry('b', 'assistant', '', { actionState: 'done' }),
    ];
    expect(withActionState(list, 'a', 'failed', 'Offline')[0]).toMatchObject({
      actionState: 'failed',
      actionError: 'Offline',
    });
    expect(settleOnRestore(list).map((e) => e.actionState)).toEqual(['cancelled', 'done']);
  });
});
