// Schemas other than public, chosen with Accept-Profile (reads) and Content-Profile (writes), as
// PostgREST serves them: test/spec/Feature/Query/MultipleSchemaSpec.hs (Content-Profile on every
// answer when more than one schema is exposed, 404 PGRST205 naming the schema, 406 PGRST106 with
// the exposed list) and ApiRequest.hs getSchema. The shared stack exposes hosted Supabase's
// default, public and graphql_public; a second gateway exposes a schema made for the test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { startConfiguredGateway, type ConfiguredGateway } from '../fixtures/rest-gateway';
import { restFetch, uniquePrefix } from '../fixtures/rest';
import { anonClient, db, stack } from '../fixtures/stack';

let s: RestSchema;
let gw: ConfiguredGateway;
const v2 = `rest_v2_${randomUUID().replace(/-/g, '').slice(0, 8)}`;

async function sql(text: string): Promise<void> {
  const c = await db();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
  await sql(`insert into ${s.t('tags')} (id, label) values (1, 'public one');
    create schema ${v2};
    grant usage on schema ${v2} to anon, authenticated;
    create table ${v2}.parents (id int primary key, name text not null);
    create table ${v2}.children (id int primary key, parent_id int references ${v2}.parents(id), name text);
    create table ${v2}.${s.t('tags')} (id int primary key, label text);
    insert into ${v2}.parents values (3, 'parent v2-3'), (4, 'parent v2-4');
    insert into ${v2}.children values (1, 3, 'child v2-1');
    insert into ${v2}.${s.t('tags')} values (1, 'v2 one');
    create function ${v2}.parents_below(below int) returns setof ${v2}.parents language sql stable
      as $$ select * from ${v2}.parents where id < below $$;
    create function ${v2}.where_am_i() returns text language sql stable as $$ select current_schema() $$;
    alter table ${v2}.parents enable row level security;
    alter table ${v2}.children enable row level security;
    alter table ${v2}.${s.t('tags')} enable row level security;
    create policy "anyone reads parents" on ${v2}.parents for select using (true);
    create policy "anyone reads children" on ${v2}.children for select using (true);
    create policy "anyone adds children" on ${v2}.children for insert with check (true);
    create policy "anyone reads tags" on ${v2}.${s.t('tags')} for select using (true);
    grant select on all tables in schema ${v2} to anon;
    grant insert on ${v2}.children to anon;`);
  gw = await startConfiguredGateway({ schemas: ['public', v2] });
});

afterAll(async () => {
  await gw?.close();
  await sql(`drop schema if exists ${v2} cascade`);
  await s?.drop();
});

describe('hosted defaults', () => {
  it('names the schema in Content-Profile and reads public when no profile is asked for', async () => {
    const res = await restFetch(`/${s.t('tags')}?select=label`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-profile')).toBe('public');
    expect(await res.json()).toEqual([{ label: 'public one' }]);
  });

  it('accepts graphql_public as a profile and refuses a schema it does not expose with 406 PGRST106', async () => {
    const graphql = await anonClient().schema('graphql_public').from(s.t('tags')).select('*');
    expect(graphql.status).toBe(404);
    expect(graphql.error).toMatchObject({
      code: 'PGRST205',
      message: `Could not find the table 'graphql_public.${s.t('tags')}' in the schema cache`,
    });
    const hidden = await anonClient().schema(v2).from('parents').select('*');
    expect(hidden.status).toBe(406);
    expect(hidden.error).toEqual({
      code: 'PGRST106',
      message: `Invalid schema: ${v2}`,
      details: null,
      hint: 'Only the following schemas are exposed: public, graphql_public',
    });
  });
});

describe('a schema exposed with PGRST_DB_SCHEMAS', () => {
  it('reads the same table name from the schema the profile names', async () => {
    const client = gw.client();
    const pub = await client.from(s.t('tags')).select('label');
    expect(pub.data).toEqual([{ label: 'public one' }]);
    const other = await client.schema(v2).from(s.t('tags')).select('label');
    expect(other.error).toBeNull();
    expect(other.data).toEqual([{ label: 'v2 one' }]);
    const raw = await fetch(`${gw.url}/rest/v1/parents?select=id`, {
      headers: { apikey: stack().anonKey, 'Accept-Profile': v2 },
    });
    expect(raw.headers.get('content-profile')).toBe(v2);
  });

  it('embeds and calls functions inside that schema, with it first on the search_path', async () => {
    const client = gw.client().schema(v2);
    const embedded = await client.from('children').select('name, parents(name)');
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual([{ name: 'child v2-1', parents: { name: 'parent v2-3' } }]);
    const below = await client.rpc('parents_below', { below: 4 }).select('id, name, children(id)');
    expect(below.error).toBeNull();
    expect(below.data).toEqual([{ id: 3, name: 'parent v2-3', children: [{ id: 1 }] }]);
    expect((await client.rpc('where_am_i')).data).toBe(v2);
  });

  it('writes into that schema with Content-Profile, and not into public', async () => {
    const client = gw.client().schema(v2);
    const res = await client
      .from('children')
      .insert({ id: 2, parent_id: 4, name: 'child v2-2' })
      .select('id, parents(id)');
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
    expect(res.data).toEqual([{ id: 2, parents: { id: 4 } }]);
    const missing = await gw.client().from('children').insert({ id: 3, name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
  });

  it('lists the configured schemas when a profile is not exposed', async () => {
    const res = await gw.client().schema('auth').from('users').select('id');
    expect(res.status).toBe(406);
    expect(res.error?.hint).toBe(`Only the following schemas are exposed: public, ${v2}`);
  });
});
