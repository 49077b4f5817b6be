/**
 * `npm run stack [-- --reset]`: starts the local Supabase-compatible stack in the foreground
 * and stops it cleanly on SIGINT or SIGTERM. Settings come from the environment:
 * STACK_PORT (54321), DB_PORT (54322), STACK_DIR (.local), DATABASE_URL, JWT_SECRET,
 * JWT_EXPIRY (access-token seconds, 3600), SITE_URL (where e-mail links return) and
 * SCHEDULER_INTERVAL_MS (how often the scheduled jobs run, 5000) and STATEMENT_TIMEOUT_MS (the
 * anon and authenticated statement timeout; by default hosted Supabase's 3 s and 8 s), and
 * PostgREST's own PGRST_DB_SCHEMAS, PGRST_DB_MAX_ROWS, PGRST_DB_AGGREGATES_ENABLED,
 * PGRST_DB_PLAN_ENABLED and PGRST_DB_TX_END (gateway/rest/config.ts).
 */
import path from 'node:path';
import { startStack } from './stack';
import { envPort, envPositive } from './env-port';
import { type RestConfig, RestConfigError, restConfigFromEnv } from './gateway/rest/config';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => a !== '--reset' && a !== '--verbose');
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run stack [-- --reset] [-- --verbose]`);
  process.exit(2);
}
const verbose = args.has('--verbose');
let rest: RestConfig;
try {
  rest = restConfigFromEnv(process.env);
} catch (err) {
  if (!(err instanceof RestConfigError)) throw err;
  console.error(err.message);
  process.exit(2);
}
const started = Date.now();

const stack = await startStack({
  dir: path.resolve(process.env.STACK_DIR || '.local'),
  port: envPort('STACK_PORT', 54321),
  dbPort: envPort('DB_PORT', 54322),
  databaseUrl: process.env.DATABASE_URL || undefined,
  jwtSecret: process.env.JWT_SECRET || undefined,
  reset: args.has('--reset'),
  jwtExpiry: envPositive('JWT_EXPIRY'),
  siteUrl: process.env.SITE_URL || undefined,
  statementTimeoutMs: envPositive('STATEMENT_TIMEOUT_MS'),
  rest,
  // What pg_cron does on a hosted project: the queue, campaigns and placements move on their own.
  schedulerIntervalMs: envPositive('SCHEDULER_INTERVAL_MS') ?? 5000,
  log: (line) => {
    if (verbose || !line.startsWith('[postgres]')) console.log(line);
  },
}).catch((err: unknown) => {
  console.error(`The local stack failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

console.log(`Evee local stack is up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(
  JSON.stringify(
    { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, dbUrl: stack.dbUrl },
    null,
    2,
  ),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    stack.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Error while stopping:', err);
        process.exit(1);
      },
    );
  });
}
