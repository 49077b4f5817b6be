// Our migrations and seed deploy unchanged to hosted Supabase: they run, as the project's own
// non-superuser `postgres` role, on a database prepared the way Supabase's Postgres image
// prepares one (tests/fixtures/supabase-image/, which cites the reference versions), and what
// they depend on there matches what the local stack's platform.sql sets up.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, loadSeeds } from '../../supabase/local/db/migrate';
import { SEED } from '../fixtures/backend';
import { db, stack } from '../fixtures/stack';
import { createHostedDatabase, type HostedDatabase } from '../fixtures/supabase-image/hosted-database';
import {
  API_ROLES,
  apiPrivileges,
  authFunctions,
  diffFacts,
  policies,
  publicationTables,
  publicSchemaGrants,
  roleAttributes,
  storagePolicies,
  storageSchema,
  type Facts,
} from '../fixtures/supabase-image/catalog';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../../supabase');

// The API roles as the image leaves them: created noinherit by init-scripts/00000000000000-
// initial-schema.sql, made inherit by migrations/20230529180330_alter_api_roles_for_inherit.sql.
const IMAGE_API_ROLES: Facts = new Map([
  ['role anon', 'inherit'],
  ['role authenticated', 'inherit'],
  ['role service_role', 'inherit bypassrls'],
]);

let hosted: HostedDatabase;
let local: pg.Client;

beforeAll(async () => {
  local = await db();
  hosted = await createHostedDatabase(stack().dbUrl);
});

afterAll(async () => {
  await local?.end();
  await hosted?.drop();
});

describe('the migrations on a database prepared as Supabase’s Postgres image prepares one', () => {
  it('run every migration, then seed.sql and seeds/*.sql, as the project’s non-superuser postgres role', async () => {
    const { rows } = await hosted.owner.query<{ current_user: string; rolsuper: boolean }>(
      'select current_user, rolsuper from pg_roles where rolname = current_user',
    );
    expect(rows[0]).toEqual({ current_user: hosted.ownerRole, rolsuper: false });

    const files = fs.readdirSync(path.join(SUPABASE_DIR, 'migrations')).filter((f) => f.endsWith('.sql'));
    const applied = await applyMigrations(hosted.owner, SUPABASE_DIR);
    expect(applied).toEqual(files.sort());
    expect(await loadSeeds(hosted.owner, SUPABASE_DIR)).toBe(true);
    const users = await hosted.owner.query<{ n: number }>(`select count(*)::int as n from auth.users`);
    expect(users.rows[0]!.n).toBeGreaterThan(10);
  });

  it('leave row-level security on for every public table', async () => {
    const { rows } = await hosted.owner.query<{ table: string }>(
      `select c.relname as table from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it('let a signed-in user act as themselves through auth.uid(), policies and a definer RPC', async () => {
    const me = SEED.users.talent;
    const client = hosted.owner;
    const theirs = await client.query<{ n: number }>(
      'select count(*)::int as n from public.notifications where user_id = $1',
      [me],
    );
    await client.query('begin');
    try {
      await client.query('set local role authenticated');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: me, role: 'authenticated', aud: 'authenticated' }),
      ]);
      const who = await client.query<{ uid: string; role: string }>('select auth.uid() as uid, auth.role() as role');
      expect(who.rows[0]).toEqual({ uid: me, role: 'authenticated' });
      const profile = await client.query('select id from public.user_profiles where user_id = auth.uid()');
      expect(profile.rowCount).toBe(1);
      const seen = await client.query<{ n: number; others: number }>(
        'select count(*)::int as n, count(*) filter (where user_id <> auth.uid())::int as others from public.notifications',
      );
      expect(seen.rows[0]).toEqual({ n: theirs.rows[0]!.n, others: 0 });
      const roles = await client.query<{ role_type: string }>(
        'select role_type from public.get_user_roles_simple($1)',
        [me],
      );
      expect(roles.rows.map((r) => r.role_type)).toContain('talent');
      await expect(
        client.query('select * from public.get_user_roles_simple($1)', [SEED.users.company]),
      ).rejects.toThrow();
    } finally {
      await client.query('rollback');
    }
  });

  it('put the same tables in the supabase_realtime publication as the local stack does', async () => {
    const tables = await publicationTables(hosted.owner);
    expect(tables).toEqual(
      expect.arrayContaining(['public.conversation_messages', 'public.notifications', 'public.jobs']),
    );
    const localTables = new Set(await publicationTables(local));
    expect(tables.filter((t) => !localTables.has(t))).toEqual([]);
    // Tables other tests publish in the local stack's database are not ours to compare.
    const ours = new Set(
      (
        await hosted.owner.query<{ t: string }>(`select 'public.' || relname as t from pg_class
      where relnamespace = 'public'::regnamespace`)
      ).rows.map((r) => r.t),
    );
    expect([...localTables].filter((t) => ours.has(t) && !tables.includes(t))).toEqual([]);
  });

  it('create nothing in the schemas Supabase’s services own (auth, storage, realtime, extensions)', async () => {
    const { rows } = await hosted.owner.query<{ object: string }>(
      `select n.nspname || '.' || c.relname as object from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('auth', 'storage', 'realtime', 'extensions') and pg_get_userbyid(c.relowner) = current_user
       union all
       select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('auth', 'storage', 'realtime', 'extensions') and pg_get_userbyid(p.proowner) = current_user`,
    );
    expect(rows.map((r) => r.object)).toEqual([]);
  });
});

describe('the local stack against Supabase’s Postgres image', () => {
  it('gives the API roles the image’s attributes', async () => {
    expect(diffFacts(await roleAttributes(local, API_ROLES), IMAGE_API_ROLES)).toEqual([]);
  });

  it('declares auth.uid(), auth.role(), auth.email() and auth.jwt() alike and they answer alike', async () => {
    expect(diffFacts(await authFunctions(local), await authFunctions(hosted.admin))).toEqual([]);
  });

  it('grants schema public alike, and by default the same on what the migrations create', async () => {
    expect(diffFacts(await publicSchemaGrants(local), await publicSchemaGrants(hosted.admin))).toEqual([]);
  });

  it('leaves the API roles the same privileges and policies on every object the migrations make', async () => {
    const privileges = diffFacts(await apiPrivileges(local), await apiPrivileges(hosted.admin), {
      onlyImageKeys: true,
    });
    const policyDiff = diffFacts(await policies(local), await policies(hosted.admin), { onlyImageKeys: true });
    expect([...privileges, ...policyDiff]).toEqual([]);
  });

  it('shapes schema storage as hosted Storage does: columns, helpers, row-level security, grants, triggers', async () => {
    expect(diffFacts(await storageSchema(local), await storageSchema(hosted.admin))).toEqual([]);
  });

  it('gives storage.objects and storage.buckets the same policies from the migrations', async () => {
    const image = await storagePolicies(hosted.admin);
    expect(diffFacts(await storagePolicies(local), image, { onlyImageKeys: true })).toEqual([]);
  });
});
