// The storage policy matrix: each bucket × each kind of caller × upload, read, sign, list and
// remove, tried through the gateway with supabase-js's storage client as the callers themselves
// (fresh accounts, the anon key), compared with the table in supabase/policy-matrix.md › Storage.
// Then the attacks the matrix cannot show: another person's folder, `..`, a removed participant.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import {
  contentOf,
  exists,
  makeStorageWorld,
  PNG,
  storeAsService,
  type BucketId,
  type StorageWorld,
} from '../fixtures/storage-world';
import { db, serviceClient } from '../fixtures/stack';

const FILE = new URL('../../supabase/policy-matrix.md', import.meta.url);
const MARKER = '<!-- The storage rows below are read by tests/integration/storage-policies.test.ts. -->';
const ACTIONS = ['upload', 'read', 'sign', 'list', 'remove'] as const;
type Action = (typeof ACTIONS)[number];

/** The matrix's caller names and who they are in the world. */
const CALLERS: Record<string, string> = {
  'the talent': 'talent',
  'another talent': 'otherTalent',
  "A's owner": 'owner',
  "A's admin": 'admin',
  "A's member": 'member',
  "B's owner": 'otherOwner',
  'the recruiter': 'recruiter',
  'a removed participant': 'removed',
  anon: 'anon',
};

function expectedMatrix(): Map<string, Record<Action, 'yes' | 'no'>> {
  const text = readFileSync(FILE, 'utf8');
  const start = text.indexOf(MARKER);
  if (start < 0) throw new Error('policy-matrix.md lacks the storage marker');
  const rows = new Map<string, Record<Action, 'yes' | 'no'>>();
  const lines = text
    .slice(start + MARKER.length)
    .trimStart()
    .split('\n');
  for (const line of lines) {
    if (!line.startsWith('|')) break;
    const [, bucket, caller, ...cells] = line.split('|').map((c) => c.trim());
    if (bucket === 'bucket' || bucket?.startsWith('-')) continue;
    rows.set(`${bucket} | ${caller}`, Object.fromEntries(ACTIONS.map((a, i) => [a, cells[i]])) as never);
  }
  return rows;
}

let w: StorageWorld;

beforeAll(async () => {
  w = await makeStorageWorld();
});

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Where a caller's new file goes: the row's folder, or for chat the caller's own folder there. */
function uploadPath(bucket: BucketId, who: string): string {
  const extension = bucket === 'resumes' ? 'pdf' : 'png';
  const name = `probe-${randomUUID().slice(0, 8)}.${extension}`;
  if (bucket !== 'chat-attachments') return `${folderOf(w.files[bucket])}/${name}`;
  const id = who === 'anon' ? randomUUID() : (w as unknown as Record<string, { id: string }>)[who]!.id;
  return `${id}/${w.conversationId}/${name}`;
}

async function attempt(bucket: BucketId, who: string, action: Action): Promise<boolean> {
  const storage = w.client(who).storage.from(bucket);
  const path = w.files[bucket];
  if (action === 'upload') {
    const target = uploadPath(bucket, who);
    const { body, type } = contentOf(bucket);
    await storage.upload(target, body, { contentType: type });
    const landed = await exists(bucket, target);
    if (landed) await serviceClient().storage.from(bucket).remove([target]);
    return landed;
  }
  if (action === 'read') {
    const { data } = await storage.download(path);
    return !!data && Buffer.from(await data.arrayBuffer()).equals(contentOf(bucket).body);
  }
  if (action === 'sign') {
    const { data } = await storage.createSignedUrl(path, 60);
    if (!data?.signedUrl) return false;
    const res = await fetch(data.signedUrl);
    return res.ok && Buffer.from(await res.arrayBuffer()).equals(contentOf(bucket).body);
  }
  if (action === 'list') {
    const { data } = await storage.list(folderOf(path));
    return (data ?? []).some((o) => o.name === nameOf(path));
  }
  await storage.remove([path]);
  const gone = !(await exists(bucket, path));
  if (gone) await storeAsService(bucket, path);
  return gone;
}

describe('the storage policy matrix', () => {
  it('gives every caller exactly the outcome supabase/policy-matrix.md writes down, in every bucket', async () => {
    const expected = expectedMatrix();
    expect(new Set([...expected.keys()].map((k) => k.split(' | ')[0]))).toEqual(
      new Set(['avatars', 'company-logos', 'resumes', 'chat-attachments']),
    );
    const differences: string[] = [];
    for (const [row, cells] of expected) {
      const [bucket, caller] = row.split(' | ') as [BucketId, string];
      const who = CALLERS[caller];
      if (!who) throw new Error(`policy-matrix.md names an unknown caller: ${caller}`);
      for (const action of ACTIONS) {
        const did = (await attempt(bucket, who, action)) ? 'yes' : 'no';
        if (did !== cells[action])
          differences.push(`${bucket}, ${caller}, ${action}: the matrix says ${cells[action]}, the stack did ${did}`);
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it('lets anyone, signed out too, read a public bucket’s file by its public URL, and nobody a private one’s', async () => {
    for (const bucket of ['avatars', 'company-logos', 'resumes', 'chat-attachments'] as const) {
      const { publicUrl } = w.client('anon').storage.from(bucket).getPublicUrl(w.files[bucket]).data;
      const res = await fetch(publicUrl);
      const isPublic = bucket === 'avatars' || bucket === 'company-logos';
      expect(res.status === 200, `${bucket} public URL`).toBe(isPublic);
      if (isPublic) expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });
});

describe('storage attacks', () => {
  it('refuses a path naming another person’s folder, or another company’s, in every bucket', async () => {
    const talent = w.client('talent').storage;
    const other = w.otherTalent.id;
    const tries: [BucketId, string][] = [
      ['avatars', `${other}/face.png`],
      ['resumes', `${other}/cv.pdf`],
      ['company-logos', `${w.otherCompany.id}/logo.png`],
      ['company-logos', `${w.talent.id}/logo.png`],
      ['chat-attachments', `${w.owner.id}/${w.conversationId}/forged.png`],
      ['chat-attachments', `${w.conversationId}/${w.talent.id}/swapped.png`],
    ];
    for (const [bucket, path] of tries) {
      const { body, type } = contentOf(bucket);
      const { error } = await talent.from(bucket).upload(path, body, { contentType: type });
      expect(error, `${bucket}/${path}`).not.toBeNull();
      expect(await exists(bucket, path), `${bucket}/${path}`).toBe(false);
    }
    // The same caller writes its own folders.
    for (const [bucket, path] of [
      ['avatars', `${w.talent.id}/face.png`],
      ['resumes', `${w.talent.id}/cv-2.pdf`],
      ['chat-attachments', `${w.talent.id}/${w.conversationId}/own.png`],
    ] as const) {
      const { body, type } = contentOf(bucket);
      expect((await talent.from(bucket).upload(path, body, { contentType: type })).error, path).toBeNull();
      await serviceClient().storage.from(bucket).remove([path]);
    }
    // Moving one's own file into another person's folder is a write there too.
    const { error } = await talent.from('avatars').move(w.files.avatars, `${other}/moved.png`);
    expect(error).not.toBeNull();
    expect(await exists('avatars', w.files.avatars)).toBe(true);
    expect(await exists('avatars', `${other}/moved.png`)).toBe(false);
  });

  it('refuses `..` in a path, however it is spelled, and stores nothing outside the caller’s folder', async () => {
    const me = w.talent.id;
    const other = w.otherTalent.id;
    const storage = w.client('talent').storage.from('avatars');
    for (const path of [
      `${me}/../${other}/face.png`,
      `${me}/%2e%2e/${other}/face.png`,
      `${me}/%2E%2E%2F${other}%2Fface.png`,
      `${me}/..`,
      `${me}/x/../../${other}/face.png`,
    ]) {
      const { error } = await storage.upload(path, PNG, { contentType: 'image/png' });
      expect(error, path).not.toBeNull();
    }
    const clean = `${me}/clean-${randomUUID().slice(0, 8)}.png`;
    expect((await storage.upload(clean, PNG, { contentType: 'image/png' })).error).toBeNull();
    await serviceClient().storage.from('avatars').remove([clean]);
    const stored = await sql<{ name: string }>(
      `select name from storage.objects where bucket_id = 'avatars' and (name like '%..%' or name like $1)`,
      [`${other}/%`],
    );
    expect(stored).toEqual([]);
  });

  it('holds in the policies themselves: a write that reaches the table with `..`, `.` or an empty segment is refused', async () => {
    const me = w.talent.id;
    const client = await db();
    try {
      const refused = async (name: string) => {
        await client.query('begin');
        try {
          await client.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ sub: me, role: 'authenticated' }),
          ]);
          await client.query('set local role authenticated');
          await client.query(`insert into storage.objects (bucket_id, name, owner_id) values ('avatars', $1, $2)`, [
            name,
            me,
          ]);
          return false;
        } catch (err) {
          return (err as { code?: string }).code === '42501';
        } finally {
          await client.query('rollback');
        }
      };
      expect(await refused(`${me}/clean.png`)).toBe(false);
      for (const name of [`${me}/../x.png`, `${me}/./x.png`, `${me}//x.png`, `${me}/x..png`, `${me}/a\\..\\b.png`]) {
        expect(await refused(name), name).toBe(true);
      }
    } finally {
      await client.end();
    }
  });

  it('lets only a file’s writers replace it: a reader’s upsert or update over it changes nothing', async () => {
    const other = Buffer.concat([PNG, Buffer.from('replaced')]);
    const readers: [string, BucketId][] = [
      ['member', 'resumes'],
      ['recruiter', 'resumes'],
      ['owner', 'chat-attachments'],
      ['member', 'company-logos'],
      ['otherTalent', 'avatars'],
    ];
    for (const [who, bucket] of readers) {
      const storage = w.client(who).storage.from(bucket);
      const body = bucket === 'resumes' ? Buffer.concat([contentOf(bucket).body, Buffer.from('%replaced')]) : other;
      const type = contentOf(bucket).type;
      const upsert = await storage.upload(w.files[bucket], body, { contentType: type, upsert: true });
      const update = await storage.update(w.files[bucket], body, { contentType: type });
      expect([upsert.error, update.error].every(Boolean), `${who} in ${bucket}`).toBe(true);
      const { data } = await serviceClient().storage.from(bucket).download(w.files[bucket]);
      expect(Buffer.from(await data!.arrayBuffer()).equals(contentOf(bucket).body), `${who} in ${bucket}`).toBe(true);
    }
    // The writer may.
    const mine = await w.talent.client.storage
      .from('avatars')
      .upload(w.files.avatars, other, { contentType: 'image/png', upsert: true });
    expect(mine.error).toBeNull();
    await storeAsService('avatars', w.files.avatars);
  });

  it('lets a company’s owners and admins write its logo, and not a plain member', async () => {
    const path = (who: string) => `${w.company.id}/${who}-${randomUUID().slice(0, 8)}.png`;
    for (const [who, may] of [
      ['owner', true],
      ['admin', true],
      ['member', false],
      ['otherOwner', false],
    ] as const) {
      const target = path(who);
      const { error } = await w
        .client(who)
        .storage.from('company-logos')
        .upload(target, PNG, { contentType: 'image/png' });
      expect(!error, who).toBe(may);
      expect(await exists('company-logos', target), who).toBe(may);
    }
    const { data } = await w.client('member').storage.from('company-logos').remove([w.files['company-logos']]);
    expect(data ?? []).toEqual([]);
    expect(await exists('company-logos', w.files['company-logos'])).toBe(true);
  });

  it('shuts a participant out of a conversation’s files once they are removed from it', async () => {
    const { data: before } = await w
      .client('owner')
      .storage.from('chat-attachments')
      .download(w.files['chat-attachments']);
    expect(before).not.toBeNull();
    await sql(
      `update public.conversation_participants set is_active = false where conversation_id = $1 and user_id = $2`,
      [w.conversationId, w.owner.id],
    );
    try {
      const storage = w.client('owner').storage.from('chat-attachments');
      expect((await storage.download(w.files['chat-attachments'])).data).toBeNull();
      expect((await storage.createSignedUrl(w.files['chat-attachments'], 60)).data).toBeNull();
      const mine = `${w.owner.id}/${w.conversationId}/after.png`;
      expect((await storage.upload(mine, PNG, { contentType: 'image/png' })).error).not.toBeNull();
      expect(await exists('chat-attachments', mine)).toBe(false);
    } finally {
      await sql(
        `update public.conversation_participants set is_active = true where conversation_id = $1 and user_id = $2`,
        [w.conversationId, w.owner.id],
      );
    }
  });

  // Last: the talent's withdrawal is not undone.
  it('stops a company and the recruiter reading a résumé once the talent withdrew the application', async () => {
    const storage = w.client('member').storage.from('resumes');
    expect((await storage.download(w.files.resumes)).data).not.toBeNull();
    const { error } = await w.talent.client
      .from('job_applications')
      .update({ _deleted: true })
      .eq('user_id', w.talent.id)
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await storage.download(w.files.resumes)).data).toBeNull();
    expect((await storage.createSignedUrl(w.files.resumes, 60)).data).toBeNull();
    expect((await w.client('recruiter').storage.from('resumes').download(w.files.resumes)).data).toBeNull();
    expect((await w.client('talent').storage.from('resumes').download(w.files.resumes)).data).not.toBeNull();
  });
});
