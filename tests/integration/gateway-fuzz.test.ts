// Fuzzing the gateway with generated requests (tests/fixtures/fuzz-requests.ts): whatever comes
// in, every request gets a well-formed answer in its protocol's error shape, never a 5xx, a
// hang, a stack trace, or a crash. A short seeded run is part of `npm test`; `npm run test:fuzz`
// runs long (FUZZ_RUNS, FUZZ_SEED choose the size and the seed).
import fc from 'fast-check';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { authRequest, realtimeFrame, restRequest, type FuzzRequest } from '../fixtures/fuzz-requests';
import { createUser, stack } from '../fixtures/stack';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ANSWER_WITHIN_MS = 10_000;
const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

let userToken: string;
const counts = { rest: 0, auth: 0, realtime: 0 };

beforeAll(async () => {
  const user = await createUser();
  userToken = (await user.client.auth.getSession()).data.session!.access_token;
});

async function send(req: FuzzRequest, token?: string) {
  const res = await fetch(`${stack().url}${req.path}`, {
    method: req.method,
    headers: { apikey: stack().anonKey, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...req.headers },
    body: req.body,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  return { status: res.status, text: await res.text() };
}

function wellFormed(what: string, status: number, text: string, errorFields: string[]) {
  if (status >= 500) throw new Error(`${what}: ${status} ${text.slice(0, 300)}`);
  if (STACK_TRACE.test(text)) throw new Error(`${what}: a stack trace leaked: ${text.slice(0, 300)}`);
  if (status >= 400 && text) {
    const body = JSON.parse(text) as Record<string, unknown>;
    const missing = errorFields.filter((f) => typeof body[f] !== 'string');
    if (missing.length) throw new Error(`${what}: error without ${missing.join(', ')}: ${text.slice(0, 300)}`);
  }
}

const describeRequest = (r: FuzzRequest) => `${r.method} ${r.path}`;

describe('the gateway under generated input', () => {
  it('answers generated PostgREST requests, signed out and signed in, without a 5xx or a leak', async () => {
    await fc.assert(
      fc.asyncProperty(restRequest, fc.boolean(), async (req, signedIn) => {
        counts.rest += 1;
        const { status, text } = await send(req, signedIn ? userToken : undefined);
        wellFormed(describeRequest(req), status, req.method === 'HEAD' ? '' : text, ['code', 'message']);
      }),
      { numRuns: RUNS * 4, seed: SEED, endOnFailure: true },
    );
  }, 600_000);

  it('answers generated Auth requests in GoTrue’s error shape', async () => {
    await fc.assert(
      fc.asyncProperty(authRequest, async (req) => {
        counts.auth += 1;
        const { status, text } = await send(req, req.method === 'PUT' ? userToken : undefined);
        wellFormed(describeRequest(req), status, text, ['code', 'msg']);
      }),
      { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
    );
  }, 600_000);

  it('survives generated Realtime frames and still serves a heartbeat afterwards', async () => {
    const url = `${stack().url.replace('http', 'ws')}/realtime/v1/websocket?vsn=1.0.0&apikey=${stack().anonKey}`;
    await fc.assert(
      fc.asyncProperty(fc.array(realtimeFrame, { minLength: 1, maxLength: 8 }), async (frames) => {
        counts.realtime += frames.length;
        const ws = new WebSocket(url);
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
        for (const frame of frames) ws.send(frame);
        ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'beat' }));
        const outcome = await Promise.race([
          new Promise<string>((resolve) =>
            ws.on('message', (data: Buffer) => {
              if (data.toString().includes('"beat"')) resolve('heartbeat answered');
            }),
          ),
          closed.then((code) => `closed with ${code}`),
          new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), ANSWER_WITHIN_MS)),
        ]);
        ws.terminate();
        // A socket the server closes on bad input must say so with a close frame (1006 is a drop).
        if (outcome === 'no answer' || outcome === 'closed with 1006') {
          throw new Error(`${outcome} after ${frames.map((f) => f.slice(0, 80)).join(' | ')}`);
        }
      }),
      { numRuns: Math.max(10, Math.floor(RUNS / 3)), seed: SEED, endOnFailure: true },
    );
  }, 600_000);

  it('is still up after all of it, and says how many cases ran', async () => {
    const res = await fetch(`${stack().url}/rest/v1/companies?select=id&limit=1`, {
      headers: { apikey: stack().anonKey },
    });
    expect(res.status).toBe(200);
    console.log(
      `gateway fuzz (seed ${SEED}): ${counts.rest} REST, ${counts.auth} Auth requests, ${counts.realtime} Realtime frames`,
    );
    expect(counts.rest + counts.auth + counts.realtime).toBeGreaterThan(0);
  });
});
