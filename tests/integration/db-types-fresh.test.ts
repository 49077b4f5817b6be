// The committed Database type (sync/database-types.ts) must be what the migrations make: it is
// generated from this run's stack, whose database the migrations built, and compared.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DB_TYPES_PATH, generateDatabaseTypes } from '../../scripts/db-types/generate';
import { db } from '../fixtures/stack';

/** The first line where the two texts differ, to say what changed. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const line = at === -1 ? a.length : at;
  return `line ${line + 1}: committed ${JSON.stringify(a[line] ?? '')}, migrations give ${JSON.stringify(b[line] ?? '')}`;
}

test('the committed Database type matches the migrations', async () => {
  const client = await db();
  try {
    const fresh = await generateDatabaseTypes(client);
    const committed = fs.existsSync(DB_TYPES_PATH) ? fs.readFileSync(DB_TYPES_PATH, 'utf8') : '';
    const file = path.relative(process.cwd(), DB_TYPES_PATH);
    expect(
      committed === fresh,
      `${file} is stale: run \`npm run gen:types\` and commit it (${firstDifference(committed, fresh)})`,
    ).toBe(true);
  } finally {
    await client.end();
  }
});
