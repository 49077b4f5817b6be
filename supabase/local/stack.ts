/**
 * The local stack as a library: starts PostgreSQL (embedded, or DATABASE_URL), prepares the
 * schema, starts the gateway, writes STACK_DIR/stack.json. Tests and `npm run stack` both use
 * startStack(); stop() shuts everything down in reverse order.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { migrate, resetExternalDatabase } from './db/migrate';
import { createGateway } from './gateway/app';
import type { RestConfig } from './gateway/rest/config';
import { deriveKeys, DEV_JWT_SECRET } from './keys';
import { INVITE_LANDING } from './auth-invites';
import { DEFAULT_SITE_URL } from './gateway/auth/options';
import { startScheduler } from './scheduler';
import { uploadSeedFiles } from './seed-files';

export interface StackOptions {
  /** Data directory (STACK_DIR); the embedded database lives in its pg/ folder. */
  dir: string;
  /** Gateway port; 0 picks a free one. */
  port: number;
  /** Embedded PostgreSQL port; 0 picks a free one. Ignored with databaseUrl. */
  dbPort: number;
  databaseUrl?: string;
  jwtSecret?: string;
  reset?: boolean;
  seed?: boolean;
  /** Access-token lifetime in seconds (default 3600). */
  jwtExpiry?: number;
  /** The app's URL, where Auth e-mail links return by default. */
  siteUrl?: string;
  /**
   * Run the scheduled jobs (queue delivery, campaigns, placements) every this many ms; off when
   * absent, so tests decide when they run.
   */
  schedulerIntervalMs?: number;
  /**
   * Statement timeout in ms for anon and authenticated API requests (default: hosted Supabase's
   * 3 s for anon, 8 s for authenticated); past it callers get a 503.
   */
  statementTimeoutMs?: number;
  /** PostgREST's settings (PGRST_DB_*); unset ones keep hosted Supabase's defaults. */
  rest?: Partial<RestConfig>;
  /** Trade durability for speed: for throw-away test databases. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  jwtSecret: string;
}

export interface StackHandle extends StackInfo {
  /**
   * The embedded PostgreSQL, for fault tests: its data directory (postmaster.pid) and a restart
   * after it was killed. Absent with databaseUrl.
   */
  database?: Pick<EmbeddedServer, 'dataDir' | 'restart'>;
  stop(): Promise<void>;
}

const SUPABASE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export async function startStack(opts: StackOptions): Promise<StackHandle> {
  const log = opts.log ?? (() => {});
  fs.mkdirSync(opts.dir, { recursive: true });
  if (opts.reset && !opts.databaseUrl) fs.rmSync(path.join(opts.dir, 'pg'), { recursive: true, force: true });
  // Stored files belong with the database that lists them.
  if (opts.reset) fs.rmSync(path.join(opts.dir, 'storage'), { recursive: true, force: true });

  let embedded: EmbeddedServer | undefined;
  let dbUrl = opts.databaseUrl;
  if (!dbUrl) {
    const dbPort = opts.dbPort || (await freePort());
    embedded = await startEmbeddedPostgres({
      dir: opts.dir,
      port: dbPort,
      ephemeral: opts.ephemeral,
      log: (l) => log(`[postgres] ${l}`),
    });
    dbUrl = embedded.url;
  }

  // A bounded wait for a connection: with the database gone or every connection busy, callers get
  // a 503 after this long instead of waiting without end. Pipelined: queries queued together
  // (a REST request's begin and settings) go out without waiting for each other's answer.
  const pool = new pg.Pool({
    connectionString: dbUrl,
    max: 20,
    options: '-c timezone=UTC',
    connectionTimeoutMillis: 10_000,
    pipeline: true,
  });
  pool.on('error', (err) => log(`[db] idle client error: ${err.message}`));
  try {
    const client = new pg.Client({ connectionString: dbUrl, options: '-c timezone=UTC' });
    await client.connect();
    let seeded = false;
    try {
      if (opts.reset && opts.databaseUrl) await resetExternalDatabase(client);
      ({ seeded } = await migrate(client, { supabaseDir: SUPABASE_DIR, seed: opts.seed ?? true, log }));
    } finally {
      await client.end();
    }

    const keys = await deriveKeys(opts.jwtSecret ?? DEV_JWT_SECRET);
    const port = opts.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const gateway = createGateway({
      pool,
      dbUrl,
      publicUrl: url,
      storageDir: path.join(opts.dir, 'storage'),
      log,
      jwtExpiry: opts.jwtExpiry,
      siteUrl: opts.siteUrl,
      statementTimeoutMs: opts.statementTimeoutMs,
      rest: opts.rest,
      ...keys,
    });
    await new Promise<void>((resolve, reject) => {
      gateway.server.once('error', reject);
      gateway.server.listen(port, '127.0.0.1', () => resolve());
    });
    // The seed's photos and logos are files (supabase/seed-files): stored through the Storage API
    // once it listens, right after a new database was seeded.
    if (seeded) {
      await uploadSeedFiles({ url, serviceRoleKey: keys.serviceRoleKey }, log).catch(async (err: unknown) => {
        await gateway.close();
        throw err;
      });
    }

    const info: StackInfo = {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      dbUrl,
      jwtSecret: keys.jwtSecret,
    };
    fs.writeFileSync(path.join(opts.dir, 'stack.json'), JSON.stringify(info, null, 2) + '\n');
    const authInvites = {
      url,
      serviceRoleKey: keys.serviceRoleKey,
      redirectTo: (opts.siteUrl ?? DEFAULT_SITE_URL) + INVITE_LANDING,
    };
    const scheduler = opts.schedulerIntervalMs
      ? startScheduler(pool, opts.schedulerIntervalMs, log, authInvites)
      : null;
    let stopped = false;
    return {
      ...info,
      database: embedded && { dataDir: embedded.dataDir, restart: () => embedded.restart() },
      async stop() {
        if (stopped) return;
        stopped = true;
        await scheduler?.stop();
        await gateway.close();
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }
}

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
