/**
 * The generated file's path and its text for a database: introspect, render, then Prettier with
 * the project's settings, so the committed file passes `format:check` and a regeneration of an
 * unchanged schema is byte-identical (tests/integration/db-types-fresh.test.ts relies on it).
 */
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import prettier from 'prettier';
import { introspect } from './introspect';
import { renderDatabaseTypes } from './render';

export const DB_TYPES_PATH = fileURLToPath(new URL('../../sync/database-types.ts', import.meta.url));

export async function generateDatabaseTypes(client: pg.Client): Promise<string> {
  const text = renderDatabaseTypes(await introspect(client, 'public'));
  const options = (await prettier.resolveConfig(DB_TYPES_PATH)) ?? {};
  return prettier.format(text, { ...options, filepath: DB_TYPES_PATH });
}
