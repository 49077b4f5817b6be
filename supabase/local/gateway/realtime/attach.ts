/**
 * The realtime service at /realtime/v1/websocket: accepts WebSocket upgrades that carry a
 * valid apikey, and wires the pieces together (publication catalog, change feed,
 * postgres_changes dispatch, broadcast and presence hub). Sockets that stop answering pings
 * are ended, so their presence leaves within the heartbeat timeout.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { GatewayDeps } from '../deps';
import { Hub } from './broadcast';
import { loadCatalog, type Catalog } from './catalog';
import { ChangeFeed } from './change-feed';
import type { RealtimeServices } from './channel';
import { PostgresChanges } from './postgres-changes';
import { Connection } from './socket';
import { authenticate } from './token';
import { liveSessionCheck } from '../live-session';
import { unavailableReason } from '../db-unavailable';

const WS_PATH = /^\/realtime\/v1\/websocket\/?$/;
/** Ping period; a socket silent for two periods (no frame, no pong) is considered dead. */
const PING_INTERVAL_MS = Number(process.env.REALTIME_PING_INTERVAL_MS) || 10_000;

function refuse(socket: Duplex, status: number, text: string, error: string): void {
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function createServices(deps: GatewayDeps) {
  let catalog: Catalog = new Map();
  let loading: Promise<Catalog> | null = null;
  const refreshCatalog = () =>
    (loading ??= loadCatalog(deps.pool)
      .then((c) => (catalog = c))
      .finally(() => (loading = null)));
  const changes = new PostgresChanges(deps.pool, () => catalog, deps.log);
  let reloadTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  const feed = new ChangeFeed({
    dbUrl: deps.dbUrl,
    pool: deps.pool,
    onBatch: (batch, ahead) => changes.dispatch(batch, ahead),
    aheadTables: () => changes.aheadTables(),
    // Subscribers hear that changes stopped and when they flow again, as system messages.
    onConnection: (up) =>
      up
        ? changes.announce('ok', 'Subscribed to PostgreSQL')
        : changes.announce('error', 'Lost the connection to the database; changes resume when it is back'),
    onCatalogChange: () => {
      if (reloadTimer || stopped) return;
      reloadTimer = setTimeout(() => {
        reloadTimer = null;
        refreshCatalog().catch((err: Error) => deps.log(`[realtime] catalog reload failed: ${err.message}`));
      }, 20);
    },
    log: deps.log,
  });
  const ready = (async () => {
    await deps.pool.query('select realtime_local.sync_capture_triggers()');
    await refreshCatalog();
    await feed.start();
  })();
  ready.catch((err: Error) => deps.log(`[realtime] failed to start: ${err.stack ?? err.message}`));
  const liveSession = liveSessionCheck(deps.pool);
  const services: RealtimeServices & { ready: Promise<void> } = {
    hub: new Hub(),
    changes,
    jwtSecret: deps.jwtSecret,
    liveSession,
    catalog: () => catalog,
    refreshCatalog,
    log: deps.log,
    ready,
  };
  const stop = async () => {
    stopped = true;
    if (reloadTimer) clearTimeout(reloadTimer);
    await ready.catch(() => {});
    await feed.close();
    await loading?.catch(() => {});
  };
  return { services, stop };
}

export function attachRealtime(server: http.Server, deps: GatewayDeps): { close(): Promise<void> } {
  const { services, stop } = createServices(deps);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  const connections = new Set<Connection>();

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!WS_PATH.test(url.pathname)) return refuse(socket, 404, 'Not Found', `No realtime endpoint at ${url.pathname}`);
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsn !== '1.0.0' && vsn !== '2.0.0')
      return refuse(socket, 400, 'Bad Request', `Unsupported protocol version ${vsn}`);
    const header = req.headers['apikey'];
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
    if (!apikey) return refuse(socket, 401, 'Unauthorized', 'No api key provided');
    authenticate(apikey, deps.jwtSecret, services.liveSession)
      .then((auth) => {
        if ('error' in auth) return refuse(socket, 401, 'Unauthorized', auth.error);
        wss.handleUpgrade(req, socket, head, (ws) => {
          const conn = new Connection(ws, vsn, apikey, services);
          connections.add(conn);
          ws.on('close', () => connections.delete(conn));
        });
      })
      .catch((err: Error) => {
        // The session check needs the database: while it is gone, a 503 the client retries.
        if (unavailableReason(err)) return refuse(socket, 503, 'Service Unavailable', 'Database unavailable');
        deps.log(`[realtime] upgrade failed: ${err.stack ?? err.message}`);
        refuse(socket, 500, 'Internal Server Error', 'Internal realtime error');
      });
  };
  server.on('upgrade', onUpgrade);

  const sweep = setInterval(() => {
    for (const conn of connections) conn.check(2 * PING_INTERVAL_MS);
  }, PING_INTERVAL_MS);
  sweep.unref();

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      clearInterval(sweep);
      for (const conn of connections) conn.close();
      connections.clear();
      wss.close();
      await stop();
    },
  };
}
