// The Online AI is another process: a small OpenAI-compatible server stands in for it here.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withOnline } from '@/features/assistant/data/answer-online';
import type { Answer, Citation } from '@/features/assistant/utils/answer-types';
import { completion, startOnlineAi, type OnlineAiStandIn } from '../../fixtures/online-ai-server';

let ai: OnlineAiStandIn;
let url = '';

beforeAll(async () => {
  ai = await startOnlineAi();
  url = ai.url;
});
afterAll(() => ai.close());
beforeEach(() => {
  ai.requests.length = 0;
  ai.reply = completion('Acme builds picking robots.');
});

const unmatched: Answer = {
  text: 'I did not understand that.',
  citations: [],
  suggestions: ['Unread messages'],
  source: 'device',
  unmatched: true,
};
const shared: Citation[] = [{ kind: 'job', id: 'j1', label: 'Senior Frontend Engineer at Acme Robotics' }];

describe('the Online AI', () => {
  it('answers what the parser did not match, labelled online, sending only the shared records', async () => {
    const answer = await withOnline(unmatched, 'What does Acme do?', { url, model: 'small' }, shared, []);
    expect(answer).toMatchObject({ text: 'Acme builds picking robots.', source: 'online', citations: shared });
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.path).toBe('/v1/chat/completions');
    expect(ai.requests[0]!.body.model).toBe('small');
    const sent = JSON.stringify(ai.requests[0]!.body);
    expect(sent).toContain('Senior Frontend Engineer at Acme Robotics');
    expect(sent).toContain('What does Acme do?');
  });

  it('is not asked what the device answered, nor when none is configured', async () => {
    const device: Answer = { text: 'You have 2 unread messages.', citations: [], suggestions: [], source: 'device' };
    expect(await withOnline(device, 'unread messages', { url, model: null }, [], [])).toBe(device);
    expect(await withOnline(unmatched, 'What does Acme do?', null, shared, [])).toBe(unmatched);
    expect(ai.requests).toHaveLength(0);
  });

  it('writes the draft when asked for one, keeping the device’s citations', async () => {
    ai.reply = completion('Hi Daniel, Thursday works.');
    const draft: Answer = {
      text: 'A reply to Daniel.',
      citations: shared,
      suggestions: [],
      source: 'device',
      draft: 'Hi Daniel,',
    };
    const answer = await withOnline(draft, 'draft a reply to Daniel', { url, model: null }, [], []);
    expect(answer).toMatchObject({ draft: 'Hi Daniel, Thursday works.', source: 'online', citations: shared });
    expect(JSON.stringify(ai.requests[0]!.body)).toContain('The user shared no records.');
  });

  it('keeps the device’s answer, saying why, when the Online AI fails', async () => {
    ai.reply = { status: 500, body: { error: 'down' } };
    const answer = await withOnline(unmatched, 'What does Acme do?', { url, model: null }, [], []);
    expect(answer.source).toBe('device');
    expect(answer.text).toContain('Online AI answered 500');
  });
});
