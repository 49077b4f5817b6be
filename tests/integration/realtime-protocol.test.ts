import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { stack } from '../fixtures/stack';
import { Collector } from '../fixtures/realtime';

type Frame = unknown[] | Record<string, unknown>;
const sockets: WebSocket[] = [];

afterEach(() => {
  for (const ws of sockets.splice(0)) ws.terminate();
});

async function connect(vsn: '1.0.0' | '2.0.0' = '2.0.0') {
  const ws = new WebSocket(
    `${stack().url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack().anonKey}&vsn=${vsn}`,
  );
  sockets.push(ws);
  const frames = new Collector<Frame>();
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, frames, send: (frame: unknown) => ws.send(JSON.stringify(frame)) };
}

const event = (name: string) => (items: Frame[]) => items.some((f) => Array.isArray(f) && f[3] === name);

describe('the Phoenix protocol as realtime-js speaks it', () => {
  it('answers a heartbeat on the phoenix topic with an ok reply to its ref', async () => {
    const { frames, send } = await connect();
    send([null, '5', 'phoenix', 'heartbeat', {}]);
    await frames.count(1);
    expect(frames.items[0]).toEqual([null, '5', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('refuses a push to a topic the socket has not joined with "unmatched topic"', async () => {
    const { frames, send } = await connect();
    send(['1', '2', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    await frames.count(1);
    expect(frames.items[0]).toEqual([
      '1',
      '2',
      'realtime:nowhere',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
  });

  it('joins, replies ok to a leave and then closes the channel with its join ref', async () => {
    const { frames, send } = await connect();
    send(['1', '1', 'realtime:lobby', 'phx_join', { config: { presence: { enabled: true } } }]);
    await frames.until(event('presence_state'));
    expect(frames.items[0]).toEqual([
      '1',
      '1',
      'realtime:lobby',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ]);
    expect(frames.items[1]).toEqual(['1', null, 'realtime:lobby', 'presence_state', {}]);
    send(['1', '2', 'realtime:lobby', 'phx_leave', {}]);
    await frames.until(event('phx_close'));
    expect(frames.items.slice(2)).toEqual([
      ['1', '2', 'realtime:lobby', 'phx_reply', { status: 'ok', response: {} }],
      ['1', '1', 'realtime:lobby', 'phx_close', {}],
    ]);
  });

  it('speaks JSON objects to a vsn 1.0.0 client', async () => {
    const { frames, send } = await connect('1.0.0');
    send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '9', join_ref: null });
    await frames.count(1);
    expect(frames.items[0]).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '9',
      join_ref: null,
    });
  });

  it('keeps the socket usable after a malformed frame', async () => {
    const { ws, frames, send } = await connect();
    ws.send('this is not a phoenix frame');
    ws.send(JSON.stringify({ not: 'an array' }));
    send([null, '3', 'phoenix', 'heartbeat', {}]);
    await frames.count(1);
    expect(frames.items[0]).toEqual([null, '3', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('refuses a private channel, which the local stack does not authorise', async () => {
    const { frames, send } = await connect();
    send(['1', '1', 'realtime:secret', 'phx_join', { config: { private: true } }]);
    await frames.count(1);
    expect(frames.items[0]).toMatchObject(['1', '1', 'realtime:secret', 'phx_reply', { status: 'error' }]);
    expect(JSON.stringify(frames.items[0])).toContain('Unauthorized');
  });

  it('answers an unknown realtime path with 404', async () => {
    const ws = new WebSocket(`${stack().url.replace('http', 'ws')}/realtime/v1/elsewhere?apikey=${stack().anonKey}`);
    ws.on('error', () => {});
    sockets.push(ws);
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });
});
