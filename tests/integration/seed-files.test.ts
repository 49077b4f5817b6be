// The demo's photos and logos are files in the stack's storage buckets (supabase/seed-files,
// uploaded after seeding), and every image the seed names is one of them: no other host.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { stack } from '../fixtures/stack';
import { seedFiles } from '../../supabase/local/seed-files';

const PUBLIC_PREFIX = '/storage/v1/object/public/';

/** Every image reference the seed's rows hold: profiles, companies, message and notification copies. */
async function seedImageReferences(): Promise<{ where: string; value: string }[]> {
  return sql<{ where: string; value: string }>(`
    select 'avatar of ' || p.user_id as where, p.avatar_url as value
      from public.user_profiles p join auth.users u on u.id = p.user_id
     where u.email like '%@evee.dev' and p.avatar_url is not null
    union all
    select 'logo of ' || c.id, c.logo_url from public.companies c
     where c.id::text like 'c0000000-%' and c.logo_url is not null
    union all
    select 'message ' || m.id, m.sender_avatar_url from public.conversation_messages m
      join auth.users u on u.id = m.sender_id
     where u.email like '%@evee.dev' and m.sender_avatar_url is not null
    union all
    select 'notification ' || n.id, n.data ->> 'company_logo' from public.notifications n
      join auth.users u on u.id = n.user_id
     where u.email like '%@evee.dev' and n.data ->> 'company_logo' is not null`);
}

describe('the seed’s files', () => {
  it('names every photo and logo by a path in a public bucket of the stack, never another host', async () => {
    const references = await seedImageReferences();
    expect(references.length).toBeGreaterThanOrEqual(14);
    expect(references.filter((r) => !r.value.startsWith(PUBLIC_PREFIX))).toEqual([]);
  });

  it('serves each of them from the stack, the very bytes of supabase/seed-files', async () => {
    const files = new Map(seedFiles().map((f) => [`${f.bucket}/${f.path}`, f.file]));
    const named = new Set((await seedImageReferences()).map((r) => r.value.slice(PUBLIC_PREFIX.length)));
    expect([...named].filter((key) => !files.has(key))).toEqual([]);
    expect([...files.keys()].filter((key) => !named.has(key))).toEqual([]);
    for (const key of named) {
      const res = await fetch(`${stack().url}${PUBLIC_PREFIX}${key}`);
      expect(res.status, key).toBe(200);
      expect(res.headers.get('content-type'), key).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(files.get(key)!)), key).toBe(true);
    }
  });

  it('keeps each file small and an image its bucket accepts', () => {
    const files = seedFiles();
    expect(files.map((f) => f.bucket).sort()).toEqual([...Array(12).fill('avatars'), 'company-logos', 'company-logos']);
    for (const f of files) {
      const bytes = fs.readFileSync(f.file);
      expect(bytes.length, f.path).toBeLessThan(16 * 1024);
      expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), f.path).toBe(
        true,
      );
    }
  });
});
