// A socket that goes while its join is still being checked (the token, the catalog) must not
// leave the channel behind: its token-expiry timer, change subscriptions and hub seat would stay
// for the gateway's life, and the timers kept the test run's process from exiting.
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../supabase/local/gateway/app';
import { ownGatewayDeps } from '../fixtures/rest-gateway';
import { createUser, stack } from '../fixtures/stack';

let pool: pg.Pool;
let gateway: Gateway;
let url: string;
/** A signed-in user's token: checking it reads the user's session from the database. */
let token: string;

beforeAll(async () => {
  // No idle timeout: the pool's own timers would count among the ones looked for.
  pool = new pg.Pool({ connectionString: stack().dbUrl, max: 4, idleTimeoutMillis: 0, options: '-c timezone=UTC' });
  pool.on('error', () => {});
  gateway = createGateway(ownGatewayDeps(pool, 'realtime-closed-join'));
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', () => resolve()));
  const address = gateway.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { client } = await createUser();
  token = (await client.auth.getSession()).data.session!.access_token;
});

afterAll(async () => {
  await gateway.close();
  await pool.end();
});

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/** Opens a socket, asks to join a channel with postgres changes, and cuts the socket at once. */
async function joinAndVanish(topic: string) {
  const ws = new WebSocket(`${url}/realtime/v1/websocket?apikey=${stack().anonKey}&vsn=2.0.0`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const config = { postgres_changes: [{ event: '*', schema: 'public', table: 'jobs' }] };
  ws.send(JSON.stringify(['1', '1', topic, 'phx_join', { config, access_token: token }]));
  ws.terminate();
  await new Promise((resolve) => ws.once('close', resolve));
}

describe('a join whose socket closes before it is answered', () => {
  it('leaves no channel timer behind', async () => {
    // One join answered and left first, so the pool and the catalog are warm.
    await joinAndVanish('realtime:warm-up');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = timers();
    await Promise.all(Array.from({ length: 20 }, (_, i) => joinAndVanish(`realtime:vanish-${i}`)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
