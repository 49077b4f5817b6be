/**
 * `npm start`: starts the local stack (STACK_PORT 54321, DB_PORT 54322, STACK_DIR .local),
 * builds the PWA against it, and serves dist/ at http://localhost:4173 (APP_PORT overrides)
 * with `vite preview`. SIGINT or SIGTERM stops the server and the stack.
 */
import path from 'node:path';
import { build, preview } from 'vite';
import { startStack } from '../supabase/local/stack';
import { envPort, envPositive } from '../supabase/local/env-port';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const appPort = envPort('APP_PORT', 4173);
const siteUrl = `http://localhost:${appPort}`;

const stack = await startStack({
  dir: path.resolve(ROOT, process.env.STACK_DIR || '.local'),
  port: envPort('STACK_PORT', 54321),
  dbPort: envPort('DB_PORT', 54322),
  databaseUrl: process.env.DATABASE_URL || undefined,
  siteUrl,
  // What pg_cron does on a hosted project: the queue, campaigns and placements move on their own.
  schedulerIntervalMs: envPositive('SCHEDULER_INTERVAL_MS') ?? 5000,
  log: (line) => {
    if (!line.startsWith('[postgres]')) console.log(line);
  },
}).catch((err: unknown) => {
  console.error(`The local stack failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

let server: Awaited<ReturnType<typeof preview>> | undefined;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await server?.close().catch(() => {});
  await stack.stop().catch((err: unknown) => console.error('Stopping the stack failed', err));
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  console.log(`Building the app against ${stack.url} ...`);
  await build({ root: ROOT, logLevel: 'warn' });
  server = await preview({ root: ROOT, preview: { port: appPort, strictPort: true, host: 'localhost', open: false } });
  console.log(`\nEvee is running at ${siteUrl}  (backend ${stack.url}). Press Ctrl+C to stop.`);
  console.log('Demo accounts: talent@, company@, recruiter@, internal@, all@evee.dev — password Evee@demo2026');
} catch (err) {
  console.error('Starting the app failed', err);
  await stop(1);
}
