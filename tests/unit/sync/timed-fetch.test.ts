import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoAnswerError, timedFetch } from '@sync/timed-fetch';
import { classifyError } from '@sync/replication/errors';

// A server on loopback that answers as each path says: never, slowly but steadily, or at once.
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/silent') return; // accepted, never answered
    if (req.url === '/stops') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.write('first piece, then nothing');
    }
    if (req.url === '/steady') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      let pieces = 0;
      const timer = setInterval(() => {
        res.write(`piece ${++pieces};`);
        if (pieces === 6) {
          clearInterval(timer);
          res.end();
        }
      }, 60);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('timedFetch', () => {
  it('gives up a request the server accepts but never answers, as a network failure', async () => {
    const started = Date.now();
    const err = await timedFetch(300)(`${base}/silent`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoAnswerError);
    expect(err).toBeInstanceOf(TypeError);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(classifyError(err).kind).toBe('network');
  });

  it('gives up an answer whose body stops arriving', async () => {
    const response = await timedFetch(300)(`${base}/stops`);
    await expect(response.text()).rejects.toBeInstanceOf(NoAnswerError);
  });

  it('lets a long answer through while its pieces keep coming', async () => {
    const response = await timedFetch(200)(`${base}/steady`);
    expect(await response.text()).toBe('piece 1;piece 2;piece 3;piece 4;piece 5;piece 6;');
  });

  it("keeps a caller's own abort as the caller's", async () => {
    const caller = new AbortController();
    const pending = timedFetch(5_000)(`${base}/silent`, { signal: caller.signal });
    caller.abort();
    const err = await pending.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(NoAnswerError);
    expect((err as Error).name).toBe('AbortError');
  });

  it('passes an answer with no-body status through as it came, though the browser gives it an empty body stream', async () => {
    // Chromium hands a 204 (a void RPC, a minimal PATCH) an empty body stream, where Node gives
    // none; a Response rebuilt with a body for that status throws.
    const noContent = { status: 204, statusText: 'No Content', headers: new Headers(), body: new ReadableStream() };
    const browserLike = (() => Promise.resolve(noContent as unknown as Response)) as typeof fetch;
    const response = await timedFetch(300, browserLike)(`${base}/json`);
    expect(response.status).toBe(204);
  });

  it('passes a prompt answer through unchanged', async () => {
    const response = await timedFetch(300)(`${base}/json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
