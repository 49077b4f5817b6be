/**
 * Brings a database to the current schema: the platform pieces Supabase provides
 * (platform.sql), the local stack's own private objects (the other .sql files beside it, in
 * name order), then every migration in supabase/migrations not yet recorded in
 * supabase_migrations.schema_migrations, each in its own transaction, and the seed when the
 * database is new: seed.sql, then supabase/seeds/*.sql in name order (the paths a Supabase
 * project lists under [db.seed] sql_paths), all in one transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

const LOCAL_SQL_DIR = path.dirname(new URL(import.meta.url).pathname);

export async function migrate(
  client: pg.Client,
  opts: { supabaseDir: string; seed: boolean; log?: (line: string) => void },
): Promise<MigrateResult> {
  await runFile(client, path.join(LOCAL_SQL_DIR, 'platform.sql'));
  const localFiles = fs
    .readdirSync(LOCAL_SQL_DIR)
    .filter((f) => f.endsWith('.sql') && f !== 'platform.sql')
    .sort();
  for (const file of localFiles) await runFile(client, path.join(LOCAL_SQL_DIR, file));

  const done = new Set(
    (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const isNew = done.size === 0;
  const applied = await applyMigrations(client, opts.supabaseDir, { skip: done, log: opts.log });
  const seeded = isNew && opts.seed ? await loadSeeds(client, opts.supabaseDir, opts.log) : false;
  return { applied, seeded };
}

/**
 * Applies supabase/migrations/*.sql in name order, each in its own transaction with its
 * schema_migrations row, as `supabase db push` does. Also used by the test that runs the
 * migrations on a database prepared the way Supabase's own image prepares one.
 */
export async function applyMigrations(
  client: pg.Client,
  supabaseDir: string,
  opts: { skip?: ReadonlySet<string>; log?: (line: string) => void } = {},
): Promise<string[]> {
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const applied: string[] = [];
  for (const file of fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const match = /^(\d{14})_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`migration file name must be <YYYYMMDDHHMMSS>_<name>.sql: ${file}`);
    const [, version, name] = match as unknown as [string, string, string];
    if (opts.skip?.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    await inTransaction(client, file, async () => {
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, [sql]],
      );
    });
    applied.push(file);
    opts.log?.(`applied migration ${file}`);
  }
  return applied;
}

/** Loads seed.sql, then seeds/*.sql in name order, in one transaction; false when there is none. */
export async function loadSeeds(
  client: pg.Client,
  supabaseDir: string,
  log?: (line: string) => void,
): Promise<boolean> {
  const seedFiles = seedFilesOf(supabaseDir);
  if (seedFiles.length === 0) return false;
  await inTransaction(client, 'seed', async () => {
    for (const file of seedFiles) await client.query(fs.readFileSync(file, 'utf8'));
  });
  log?.(`loaded ${seedFiles.map((f) => path.relative(supabaseDir, f)).join(', ')}`);
  return true;
}

function seedFilesOf(supabaseDir: string): string[] {
  const main = path.join(supabaseDir, 'seed.sql');
  const dir = path.join(supabaseDir, 'seeds');
  const more = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];
  return [...(fs.existsSync(main) ? [main] : []), ...more];
}

async function runFile(client: pg.Client, file: string): Promise<void> {
  await inTransaction(client, path.basename(file), () => client.query(fs.readFileSync(file, 'utf8')));
}

async function inTransaction(client: pg.Client, label: string, fn: () => Promise<unknown>): Promise<void> {
  await client.query('begin');
  try {
    await fn();
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    const e = err as Error & { position?: string; where?: string };
    throw new Error(`${label}: ${e.message}${e.where ? ` (${e.where})` : ''}`, { cause: err });
  }
}

/** Empties an external database for --reset: everything the platform and migrations create. */
export async function resetExternalDatabase(client: pg.Client): Promise<void> {
  await client.query(`
    drop publication if exists supabase_realtime;
    drop schema if exists public cascade;
    drop schema if exists auth cascade;
    drop schema if exists storage cascade;
    drop schema if exists supabase_migrations cascade;
    drop schema if exists realtime_local cascade;
    create schema public;
    grant all on schema public to public;
  `);
}
