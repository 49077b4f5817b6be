import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { sql } from '../fixtures/backend';
import { db } from '../fixtures/stack';

const WORKSPACE_TABLES = ['hiring_plans', 'jobs', 'job_applications', 'talent_profiles'];

/** Runs `fn` in a transaction that is always rolled back, so the scratch table never lands. */
async function inRolledBackTransaction(fn: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = await db();
  try {
    await client.query('begin');
    await fn(client);
  } finally {
    await client.query('rollback');
    await client.end();
  }
}

describe('private.apply_replication_contract', () => {
  it('gives a table the trigger, the checkpoint index, the publication, row-level security and no client deletes', async () => {
    await inRolledBackTransaction(async (client) => {
      await client.query(`
        create table public.scratch_contract (
          id uuid primary key default gen_random_uuid(), note text,
          _deleted boolean not null default false, _modified timestamptz not null default now());
        grant all on public.scratch_contract to anon, authenticated;
        select private.apply_replication_contract('public.scratch_contract');
        select private.apply_replication_contract('public.scratch_contract');`);
      const { rows } = await client.query(`
        select
          (select count(*)::int from pg_trigger where tgrelid = 'public.scratch_contract'::regclass and tgname = 'set_modified') as triggers,
          (select count(*)::int from pg_indexes where tablename = 'scratch_contract' and indexdef like '%(_modified, id)') as indexes,
          (select count(*)::int from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'scratch_contract') as published,
          (select relrowsecurity from pg_class where oid = 'public.scratch_contract'::regclass) as rls,
          has_table_privilege('authenticated', 'public.scratch_contract', 'delete') as client_delete,
          has_table_privilege('anon', 'public.scratch_contract', 'truncate') as anon_truncate,
          has_table_privilege('authenticated', 'public.scratch_contract', 'update') as client_update`);
      expect(rows[0]).toEqual({
        triggers: 1,
        indexes: 1,
        published: 1,
        rls: true,
        client_delete: false,
        anon_truncate: false,
        client_update: true,
      });
      const stamped = await client.query(
        `insert into public.scratch_contract (note, _modified) values ('x', '2001-01-01') returning _modified`,
      );
      expect((stamped.rows[0] as { _modified: Date })._modified.getFullYear()).toBeGreaterThan(2001);
    });
  });

  it('refuses a table without the contract’s columns, naming what is missing', async () => {
    await expect(
      inRolledBackTransaction(async (client) => {
        await client.query(`create table public.scratch_plain (id uuid primary key, note text)`);
        await client.query(`select private.apply_replication_contract('public.scratch_plain')`);
      }),
    ).rejects.toThrow("lacks the replication contract's not-null columns: _deleted, _modified");
  });

  it('is not callable through the API', async () => {
    const rows = await sql<{ anon: boolean; authenticated: boolean }>(`
      select has_function_privilege('anon', 'private.apply_replication_contract(regclass)', 'execute') as anon,
             has_function_privilege('authenticated', 'private.apply_replication_contract(regclass)', 'execute') as authenticated`);
    expect(rows).toEqual([{ anon: false, authenticated: false }]);
  });

  it('left the company workspace tables deletable by no client, and readable by signed-out visitors only for jobs', async () => {
    const rows = await sql<{ table: string; delete: boolean; anon_select: boolean; anon_insert: boolean }>(
      `select t as table,
              has_table_privilege('authenticated', 'public.' || t, 'delete') or has_table_privilege('anon', 'public.' || t, 'delete') as delete,
              has_table_privilege('anon', 'public.' || t, 'select') as anon_select,
              has_table_privilege('anon', 'public.' || t, 'insert') as anon_insert
       from unnest($1::text[]) as t order by t`,
      [WORKSPACE_TABLES],
    );
    expect(rows).toEqual([
      { table: 'hiring_plans', delete: false, anon_select: false, anon_insert: false },
      { table: 'job_applications', delete: false, anon_select: false, anon_insert: false },
      { table: 'jobs', delete: false, anon_select: true, anon_insert: false },
      { table: 'talent_profiles', delete: false, anon_select: false, anon_insert: false },
    ]);
  });
});
