// The Online AI is another process: a small OpenAI-compatible server stands in for it here.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withOnline } from '@/features/assistant/data/answer-online';
import type { Answer, Citation } from '@/features/assistant/utils/answer-types';

let server: Server;
let url = '';
let requests: { path: string; body: { model?: string; messages: { role: string; content: string }[] } }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((body) => {
      requests.push({ path: req.url ?? '', body: JSON.parse(body) as (typeof requests)[number]['body'] });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  reply = { status: 200, body: { choices: [{ message: { content: 'Acme builds picking robots.' } }] } };
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
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/v1/chat/completions');
    expect(requests[0]!.body.model).toBe('small');
    const sent = JSON.stringify(requests[0]!.body);
    expect(sent).toContain('Senior Frontend Engineer at Acme Robotics');
    expect(sent).toContain('What does Acme do?');
  });

  it('is not asked what the device answered, nor when none is configured', async () => {
    const device: Answer = { text: 'You have 2 unread messages.', citations: [], suggestions: [], source: 'device' };
    expect(await withOnline(device, 'unread messages', { url, model: null }, [], [])).toBe(device);
    expect(await withOnline(unmatched, 'What does Acme do?', null, shared, [])).toBe(unmatched);
    expect(requests).toHaveLength(0);
  });

  it('writes the draft when asked for one, keeping the device’s citations', async () => {
    reply.body = { choices: [{ message: { content: 'Hi Daniel, Thursday works.' } }] };
    const draft: Answer = {
      text: 'A reply to Daniel.',
      citations: shared,
      suggestions: [],
      source: 'device',
      draft: 'Hi Daniel,',
    };
    const answer = await withOnline(draft, 'draft a reply to Daniel', { url, model: null }, [], []);
    expect(answer).toMatchObject({ draft: 'Hi Daniel, Thursday works.', source: 'online', citations: shared });
    expect(JSON.stringify(requests[0]!.body)).toContain('The user shared no records.');
  });

  it('keeps the device’s answer, saying why, when the Online AI fails', async () => {
    reply = { status: 500, body: { error: 'down' } };
    const answer = await withOnline(unmatched, 'What does Acme do?', { url, model: null }, [], []);
    expect(answer.source).toBe('device');
    expect(answer.text).toContain('Online AI answered 500');
  });
});
