// The local stack's Storage through the real @supabase/storage-js (supabase-js's .storage) and,
// for resumable uploads, tus-js-client: the protocol hosted Storage speaks, the bucket limits,
// the checks on a file's bytes and name, the policies on storage.objects deciding, and that a
// refused upload leaves neither a row nor a file. The test makes its own buckets and policies;
// the product's come from the migrations.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type pg from 'pg';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/gateway/jwt';
import { anonClient, createUser, db, serviceClient, stack, type TestUser } from '../fixtures/stack';

const suffix = randomUUID().slice(0, 8);
const PRIVATE = `sp-private-${suffix}`;
const PUBLIC = `sp-public-${suffix}`;
const LIMIT = 64 * 1024;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const POLICY = `storage protocol test ${suffix}`;

// Files made fresh for each use, with random bytes inside, so each is findable on disk by content.
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}
const png = () =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', Buffer.from('0000000100000001080600000000', 'hex').subarray(0, 13)),
    chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.from(randomBytes(16).toString('hex'))])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
const jpeg = () =>
  Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), randomBytes(64), Buffer.from('ffd9', 'hex')]);
const pdf = () =>
  Buffer.from(`%PDF-1.4\n% ${randomBytes(16).toString('hex')}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);

/** A zip of stored (uncompressed) entries: enough for file-type to look inside. */
function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
const zip = () => zipOf({ 'notes.txt': randomBytes(8).toString('hex') });
const docx = () =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': `<w:document>${randomBytes(8).toString('hex')}</w:document>`,
  });

let pgc: pg.Client;
let alice: TestUser;
let bob: TestUser;
let storageDir: string;

const bucketOf = (user: TestUser, bucket = PRIVATE) => user.client.storage.from(bucket);
const service = () => serviceClient().storage;

async function rowOf(bucket: string, name: string) {
  const { rows } = await pgc.query<{ owner: string | null; version: string; metadata: Record<string, unknown> }>(
    'select owner, version, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0] ?? null;
}

/** Every file under the stack's storage folder whose bytes are exactly these. */
function filesHolding(bytes: Buffer): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (fs.statSync(full).size === bytes.length && fs.readFileSync(full).equals(bytes)) found.push(full);
    }
  };
  walk(storageDir);
  return found;
}

/** A request exactly as written: fetch would normalise `..` and backslashes away. */
function rawRequest(
  method: string,
  rawPath: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(stack().url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const keyHeaders = () => ({ apikey: stack().anonKey, authorization: `Bearer ${stack().anonKey}` });

async function accessToken(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

beforeAll(async () => {
  pgc = await db();
  const { rows } = await pgc.query<{ dir: string }>(
    `select setting as dir from pg_settings where name = 'data_directory'`,
  );
  // The stack keeps its database in STACK_DIR/pg and the files' bytes in STACK_DIR/storage.
  storageDir = path.join(path.dirname(rows[0]!.dir), 'storage');
  await pgc.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
       ($1, $1, false, $3, array['image/png', 'image/jpeg', 'application/pdf', '${DOCX_TYPE}']),
       ($2, $2, true, null, null)`,
    [PRIVATE, PUBLIC, LIMIT],
  );
  const mine = `bucket_id in ('${PRIVATE}', '${PUBLIC}') and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  await pgc.query(`
    create policy "${POLICY}: people insert into their own folder" on storage.objects for insert to authenticated
      with check (${mine} and coalesce(metadata->>'mimetype', '') <> 'image/jpeg');
    create policy "${POLICY}: people read their own folder" on storage.objects for select to authenticated using (${mine});
    create policy "${POLICY}: people replace in their own folder" on storage.objects for update to authenticated
      using (${mine}) with check (${mine});
    create policy "${POLICY}: people remove from their own folder" on storage.objects for delete to authenticated using (${mine});
  `);
  [alice, bob] = await Promise.all([createUser(), createUser()]);
});

afterAll(async () => {
  for (const command of ['insert into', 'read', 'replace in', 'remove from']) {
    const noun = command === 'read' ? 'read their own folder' : `${command} their own folder`;
    await pgc?.query(`drop policy if exists "${POLICY}: people ${noun}" on storage.objects`);
  }
  for (const bucket of [PRIVATE, PUBLIC]) {
    await service().emptyBucket(bucket);
    await service().deleteBucket(bucket);
  }
  await pgc?.end();
});

describe('uploading, replacing and downloading through storage-js', () => {
  it('stores a signed-in user’s file in their own folder and gives the same bytes back', async () => {
    const bytes = png();
    const name = `${alice.id}/photo.png`;
    const { data, error } = await bucketOf(alice).upload(name, bytes, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `${PRIVATE}/${name}` });

    const row = await rowOf(PRIVATE, name);
    expect(row).toMatchObject({ owner: alice.id, metadata: { size: bytes.length, mimetype: 'image/png' } });
    const downloaded = await bucketOf(alice).download(name);
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(bytes)).toBe(true);

    const res = await fetch(`${stack().url}/storage/v1/object/authenticated/${PRIVATE}/${name}`, {
      headers: { apikey: stack().anonKey, authorization: `Bearer ${await accessToken(alice)}` },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(filesHolding(bytes)).toHaveLength(1);
  });

  it('refuses a name already taken unless the upload asks to replace it, and update replaces the bytes', async () => {
    const name = `${alice.id}/cv.pdf`;
    const first = pdf();
    expect((await bucketOf(alice).upload(name, first, { contentType: 'application/pdf' })).error).toBeNull();

    const again = await bucketOf(alice).upload(name, pdf(), { contentType: 'application/pdf' });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const second = pdf();
    expect(
      (await bucketOf(alice).upload(name, second, { contentType: 'application/pdf', upsert: true })).error,
    ).toBeNull();
    const third = pdf();
    expect((await bucketOf(alice).update(name, new Blob([third], { type: 'application/pdf' }))).error).toBeNull();

    const downloaded = await bucketOf(alice).download(name);
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(third)).toBe(true);
    // The replaced versions' files are gone; only the current one is on disk.
    expect([first, second].flatMap(filesHolding)).toEqual([]);
    expect(filesHolding(third)).toHaveLength(1);
  });

  it('lets the policies decide: another person cannot write, read, list, sign or remove in a folder not theirs', async () => {
    const name = `${alice.id}/private.png`;
    expect((await bucketOf(alice).upload(name, png(), { contentType: 'image/png' })).error).toBeNull();

    const write = await bucketOf(bob).upload(`${alice.id}/planted.png`, png(), { contentType: 'image/png' });
    expect(write.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const read = await bucketOf(bob).download(name);
    expect(read.error).toMatchObject({ status: 400, statusCode: '404' });
    const listed = await bucketOf(bob).list(alice.id);
    expect(listed).toEqual({ data: [], error: null });
    const signed = await bucketOf(bob).createSignedUrl(name, 60);
    expect(signed.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const removed = await bucketOf(bob).remove([name]);
    expect(removed).toEqual({ data: [], error: null });
    expect(await rowOf(PRIVATE, name)).not.toBeNull();

    const anon = await anonClient().storage.from(PRIVATE).download(name);
    expect(anon.error).not.toBeNull();
    expect(await rowOf(PRIVATE, `${alice.id}/planted.png`)).toBeNull();
  });

  it('serves a public bucket’s files to anyone without a key, with ETag and Cache-Control, and no private file publicly', async () => {
    const bytes = png();
    const name = `${alice.id}/avatar.png`;
    expect((await bucketOf(alice, PUBLIC).upload(name, bytes, { contentType: 'image/png' })).error).toBeNull();
    const { publicUrl } = bucketOf(alice, PUBLIC).getPublicUrl(name).data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(publicUrl, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    await bucketOf(alice).upload(`${alice.id}/secret.png`, png(), { contentType: 'image/png' });
    const secret = await fetch(bucketOf(alice).getPublicUrl(`${alice.id}/secret.png`).data.publicUrl);
    expect(secret.status).toBe(400);
    expect(await secret.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('signed URLs', () => {
  const name = () => `${alice.id}/signed.pdf`;
  let bytes: Buffer;
  // Stored by the first test that needs it, so a failure to store fails that test.
  let stored: Promise<void> | undefined;
  const storeOnce = () =>
    (stored ??= (async () => {
      bytes = pdf();
      const { error } = await bucketOf(alice).upload(name(), bytes, { contentType: 'application/pdf' });
      expect(error).toBeNull();
    })());

  it('opens the file without any header until the expiry asked for', async () => {
    await storeOnce();
    const { data, error } = await bucketOf(alice).createSignedUrl(name(), 120);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(new Date(res.headers.get('expires')!).getTime()).toBeGreaterThan(Date.now() + 100_000);

    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ url: `${PRIVATE}/${name()}`, scope: 'download' });
    expect(claims.exp - claims.iat).toBe(120);
  });

  it('refuses an expired token, a token for another object, and a tampered signature', async () => {
    await storeOnce();
    const url = `${PRIVATE}/${name()}`;
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt({ url, scope: 'download', iat: now - 120, exp: now - 60 }, stack().jwtSecret);
    const base = `${stack().url}/storage/v1/object/sign/${url}`;
    const late = await fetch(`${base}?token=${expired}`);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });

    const { data } = await bucketOf(alice).createSignedUrl(name(), 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    await bucketOf(alice).upload(`${alice.id}/other.pdf`, pdf(), { contentType: 'application/pdf' });
    const elsewhere = await fetch(
      `${stack().url}/storage/v1/object/sign/${PRIVATE}/${alice.id}/other.pdf?token=${token}`,
    );
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });

    const [head, payload, signature] = token.split('.');
    const forged = `${head}.${payload}.${signature!.slice(0, -3)}${signature!.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const tampered = await fetch(`${base}?token=${forged}`);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', message: 'invalid signature' });
    // A user's own access token is no download token.
    const borrowed = await fetch(`${base}?token=${await accessToken(alice)}`);
    expect(borrowed.status).toBe(400);
  });

  it('signs many paths at once, naming those the caller may not see', async () => {
    await storeOnce();
    const { data, error } = await bucketOf(alice).createSignedUrls([name(), `${bob.id}/nothing.pdf`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: name(), error: null });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
    expect(data![1]).toMatchObject({
      path: `${bob.id}/nothing.pdf`,
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
  });

  it('lets the holder of a signed upload URL store the file the signer was allowed to store', async () => {
    const target = `${alice.id}/by-link.png`;
    const { data, error } = await bucketOf(alice).createSignedUploadUrl(target);
    expect(error).toBeNull();
    const sent = await anonClient().storage.from(PRIVATE).uploadToSignedUrl(target, data!.token, png(), {
      contentType: 'image/png',
    });
    expect(sent.error).toBeNull();
    expect(await rowOf(PRIVATE, target)).toMatchObject({ owner: alice.id });
    const refused = await bucketOf(bob).createSignedUploadUrl(`${alice.id}/not-bobs.png`);
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });
});

describe('listing, removing, moving and bucket reads', () => {
  it('lists one level under a prefix, folders first, with limit, offset, sort order and search', async () => {
    const folder = `${alice.id}/listing`;
    for (const file of ['b.png', 'a.png', 'c.pdf', 'sub/d.png']) {
      const isPdf = file.endsWith('.pdf');
      const { error } = await bucketOf(alice).upload(`${folder}/${file}`, isPdf ? pdf() : png(), {
        contentType: isPdf ? 'application/pdf' : 'image/png',
      });
      expect(error).toBeNull();
    }
    const all = await bucketOf(alice).list(folder);
    expect(all.data!.map((o) => o.name)).toEqual(['sub', 'a.png', 'b.png', 'c.pdf']);
    expect(all.data![0]!.id).toBeNull();
    expect(all.data![1]!.metadata).toMatchObject({ mimetype: 'image/png', size: expect.any(Number) });

    const page = await bucketOf(alice).list(folder, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data!.map((o) => o.name)).toEqual(['c.pdf', 'b.png']);
    const found = await bucketOf(alice).list(folder, { search: 'c' });
    expect(found.data!.map((o) => o.name)).toEqual(['c.pdf']);
  });

  it('removes the rows and their files, answering the objects removed', async () => {
    const bytes = [png(), png()];
    const names = [`${alice.id}/gone-1.png`, `${alice.id}/gone-2.png`];
    for (const [i, n] of names.entries()) await bucketOf(alice).upload(n, bytes[i]!, { contentType: 'image/png' });
    const { data, error } = await bucketOf(alice).remove([...names, `${alice.id}/never-there.png`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual(names);
    for (const n of names) expect(await rowOf(PRIVATE, n)).toBeNull();
    expect(bytes.flatMap(filesHolding)).toEqual([]);
  });

  it('moves and copies within the caller’s folder, and refuses a destination outside it', async () => {
    const from = `${alice.id}/move-me.png`;
    const bytes = png();
    await bucketOf(alice).upload(from, bytes, { contentType: 'image/png' });
    expect((await bucketOf(alice).move(from, `${alice.id}/moved.png`)).error).toBeNull();
    expect(await rowOf(PRIVATE, from)).toBeNull();
    expect((await bucketOf(alice).copy(`${alice.id}/moved.png`, `${alice.id}/copied.png`)).data).toEqual({
      path: `${PRIVATE}/${alice.id}/copied.png`,
    });
    const copied = await bucketOf(alice).download(`${alice.id}/copied.png`);
    expect(Buffer.from(await copied.data!.arrayBuffer()).equals(bytes)).toBe(true);
    const stolen = await bucketOf(alice).move(`${alice.id}/moved.png`, `${bob.id}/moved.png`);
    expect(stolen.error).toMatchObject({ statusCode: '403' });
    const climbing = await bucketOf(alice).move(`${alice.id}/moved.png`, `${alice.id}/../${bob.id}/x.png`);
    expect(climbing.error).toMatchObject({ statusCode: '400', message: `Invalid key: ${alice.id}/../${bob.id}/x.png` });
  });

  it('answers bucket reads as hosted does: the service role sees every bucket, a user none without a bucket policy', async () => {
    const all = await service().listBuckets();
    expect(all.data!.map((b) => b.id)).toEqual(expect.arrayContaining([PRIVATE, PUBLIC]));
    const one = await service().getBucket(PRIVATE);
    expect(one.data).toMatchObject({
      id: PRIVATE,
      public: false,
      file_size_limit: LIMIT,
      allowed_mime_types: expect.arrayContaining(['image/png']),
    });
    expect((await alice.client.storage.listBuckets()).data).toEqual([]);
    const missing = await service().getBucket(`no-such-${suffix}`);
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const info = await bucketOf(alice).info(`${alice.id}/photo.png`);
    expect(info.data).toMatchObject({ contentType: 'image/png', bucketId: PRIVATE });
    expect((await bucketOf(alice).exists(`${alice.id}/photo.png`)).data).toBe(true);
    expect((await bucketOf(alice).exists(`${alice.id}/nope.png`)).data).toBe(false);
  });
});

describe('what a bucket and the server refuse', () => {
  it('refuses a file over the bucket’s size limit with hosted’s 413 and stores nothing', async () => {
    const bytes = Buffer.concat([pdf(), randomBytes(LIMIT)]);
    const name = `${alice.id}/big.pdf`;
    const raw = await bucketOf(alice).upload(name, bytes, { contentType: 'application/pdf' });
    expect(raw.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const form = await bucketOf(alice).upload(name, new Blob([bytes], { type: 'application/pdf' }));
    expect(form.error).toMatchObject({ statusCode: '413' });
    expect(await rowOf(PRIVATE, name)).toBeNull();
    expect(filesHolding(bytes)).toEqual([]);
  });

  it('refuses a type the bucket does not allow with 415', async () => {
    const { error } = await bucketOf(alice).upload(`${alice.id}/notes.txt`, 'hello', { contentType: 'text/plain' });
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  it('reads the type from the file’s first bytes: a file that lies about its type is refused, a Word document is one', async () => {
    const lie = pdf();
    const asImage = await bucketOf(alice).upload(`${alice.id}/lie.png`, lie, { contentType: 'image/png' });
    expect(asImage.error).toMatchObject({
      statusCode: '415',
      message: "The file's content is application/pdf, which does not match its type image/png",
    });
    const asPdf = await bucketOf(alice).upload(`${alice.id}/lie.pdf`, new Blob([png()], { type: 'application/pdf' }));
    expect(asPdf.error).toMatchObject({ statusCode: '415' });
    const zipAsWord = await bucketOf(alice).upload(`${alice.id}/fake.docx`, zip(), { contentType: DOCX_TYPE });
    expect(zipAsWord.error).toMatchObject({ statusCode: '415' });
    expect(filesHolding(lie)).toEqual([]);

    const word = await bucketOf(alice).upload(`${alice.id}/cv.docx`, docx(), { contentType: DOCX_TYPE });
    expect(word.error).toBeNull();
    // An unlabelled upload takes the type its bytes show.
    const unlabelled = await bucketOf(alice).upload(`${alice.id}/scan`, pdf(), {
      contentType: 'application/octet-stream',
    });
    expect(unlabelled.error).toBeNull();
    expect((await rowOf(PRIVATE, `${alice.id}/scan`))!.metadata).toMatchObject({ mimetype: 'application/pdf' });
  });

  it('refuses an empty file', async () => {
    const { error } = await bucketOf(alice).upload(`${alice.id}/empty.pdf`, Buffer.alloc(0), {
      contentType: 'application/pdf',
    });
    expect(error).toMatchObject({ statusCode: '400', message: 'The file is empty' });
    expect(await rowOf(PRIVATE, `${alice.id}/empty.pdf`)).toBeNull();
  });

  it('refuses names with .., a leading slash, a backslash or a control character', async () => {
    const headers = {
      ...keyHeaders(),
      authorization: `Bearer ${await accessToken(alice)}`,
      'content-type': 'image/png',
    };
    const base = `/storage/v1/object/${PRIVATE}`;
    for (const rawName of [
      `${alice.id}/../${bob.id}/x.png`,
      `${alice.id}/a..b.png`,
      `/${alice.id}/x.png`,
      `${alice.id}/a%5Cb.png`,
      `${alice.id}/a%01b.png`,
      `${alice.id}/caf%C3%A9.png`,
    ]) {
      const res = await rawRequest('POST', `${base}/${rawName}`, headers, png());
      expect(res, rawName).toMatchObject({ status: 400, body: { statusCode: '400', error: 'InvalidKey' } });
    }
    const { rows } = await pgc.query(
      `select name from storage.objects where bucket_id = $1 and name ~ '(\\.\\.|\\\\|[[:cntrl:]]|^/)'`,
      [PRIVATE],
    );
    expect(rows).toEqual([]);
  });

  it('leaves no row and no file behind when an upload is refused after its bytes arrived', async () => {
    // The test's insert policy refuses JPEGs: that is known only once the bytes have been read.
    const bytes = jpeg();
    const name = `${alice.id}/refused.jpg`;
    const { error } = await bucketOf(alice).upload(name, new Blob([bytes], { type: 'image/jpeg' }));
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await rowOf(PRIVATE, name)).toBeNull();
    expect(filesHolding(bytes)).toEqual([]);
    expect(fs.readdirSync(path.join(storageDir, 'incoming')).length).toBeLessThanOrEqual(1);
  });

  it('requires the apikey, as Auth and REST do', async () => {
    const res = await fetch(`${stack().url}/storage/v1/object/list/${PRIVATE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken(alice)}` },
      body: JSON.stringify({ prefix: alice.id }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });
});

describe('how files are served', () => {
  it('sends nosniff on every file, documents as attachments with their name, images inline', async () => {
    const token = await accessToken(alice);
    const headers = { apikey: stack().anonKey, authorization: `Bearer ${token}` };
    await bucketOf(alice).upload(`${alice.id}/served.pdf`, pdf(), { contentType: 'application/pdf' });
    await bucketOf(alice).upload(`${alice.id}/served.png`, png(), { contentType: 'image/png' });
    const doc = await fetch(`${stack().url}/storage/v1/object/${PRIVATE}/${alice.id}/served.pdf`, { headers });
    expect(doc.headers.get('x-content-type-options')).toBe('nosniff');
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.headers.get('content-disposition')).toMatch(/^attachment; filename="served\.pdf"/);
    const image = await fetch(`${stack().url}/storage/v1/object/${PRIVATE}/${alice.id}/served.png`, { headers });
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBeNull();
    const saved = await fetch(`${stack().url}/storage/v1/object/${PRIVATE}/${alice.id}/served.png?download=me.png`, {
      headers,
    });
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename="me\.png"/);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const bytes = pdf();
    await bucketOf(alice).upload(`${alice.id}/ranged.pdf`, bytes, { contentType: 'application/pdf' });
    const res = await fetch(`${stack().url}/storage/v1/object/${PRIVATE}/${alice.id}/ranged.pdf`, {
      headers: { apikey: stack().anonKey, authorization: `Bearer ${await accessToken(alice)}`, range: 'bytes=2-9' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 2-9/${bytes.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(2, 10))).toBe(true);
  });

  it('lets a browser read the headers storage-js and tus-js-client need', async () => {
    const origin = 'http://localhost:4173';
    const preflight = await fetch(`${stack().url}/storage/v1/upload/resumable`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/tus-resumable.*upload-metadata/);
    const { publicUrl } = bucketOf(alice, PUBLIC).getPublicUrl(`${alice.id}/avatar.png`).data;
    const res = await fetch(publicUrl, { headers: { origin } });
    const exposed = res.headers.get('access-control-expose-headers')!.toLowerCase();
    for (const header of [
      'upload-offset',
      'location',
      'tus-resumable',
      'upload-length',
      'etag',
      'content-disposition',
    ]) {
      expect(exposed).toContain(header);
    }
  });
});

describe('resumable uploads (tus)', () => {
  const endpoint = () => `${stack().url}/storage/v1/upload/resumable`;

  function tus(user: TestUser, token: string, file: Buffer, options: Partial<ConstructorParameters<typeof Upload>[1]>) {
    return new Upload(file, {
      endpoint: endpoint(),
      headers: { apikey: stack().anonKey, authorization: `Bearer ${token}`, 'x-upsert': 'false' },
      chunkSize: 64 * 1024,
      retryDelays: [],
      ...options,
    });
  }

  /** tus's creation request as written on the wire: Upload-Length and Upload-Metadata, no bytes. */
  const createUpload = (token: string, metadata: Record<string, string>, length: number) =>
    fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...keyHeaders(),
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': Object.entries(metadata)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      },
    });

  it('resumes an upload cut in the middle from the server’s offset, and stores the object only when it completes', async () => {
    const token = await accessToken(alice);
    const bytes = Buffer.concat([pdf(), randomBytes(200 * 1024)]);
    const name = `${alice.id}/large.pdf`;
    const metadata = { bucketName: PUBLIC, objectName: name, contentType: 'application/pdf', cacheControl: '3600' };

    // First attempt, its first chunk sent with the creation request as the app sends it: cut
    // after that chunk.
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload = tus(alice, token, bytes, {
        metadata,
        uploadDataDuringCreation: true,
        onChunkComplete: () => {
          void upload.abort().then(() => resolve(upload.url!));
        },
        onError: reject,
        onSuccess: () => reject(new Error('the first attempt should have been cut')),
      });
      upload.start();
    });
    const head = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...keyHeaders(), authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
    });
    expect(Number(head.headers.get('upload-offset'))).toBe(64 * 1024);
    expect(await rowOf(PUBLIC, name)).toBeNull();
    // Nobody else may continue it.
    const foreign = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...keyHeaders(), authorization: `Bearer ${await accessToken(bob)}`, 'tus-resumable': '1.0.0' },
    });
    expect(foreign.status).toBe(404);

    // Second attempt: from where the server stands, not from zero.
    const sentFrom: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const upload = tus(alice, token, bytes, {
        uploadUrl,
        onBeforeRequest: (req) => {
          if (req.getMethod() === 'PATCH') sentFrom.push(Number(req.getHeader('Upload-Offset')));
        },
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    expect(sentFrom[0]).toBe(64 * 1024);
    expect(await rowOf(PUBLIC, name)).toMatchObject({ owner: alice.id, metadata: { size: bytes.length } });
    const downloaded = await bucketOf(alice, PUBLIC).download(name);
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('checks a completed resumable upload as a simple one: a file lying about its type leaves nothing', async () => {
    const token = await accessToken(alice);
    const bytes = Buffer.concat([pdf(), randomBytes(100 * 1024)]);
    const name = `${alice.id}/lying-large.png`;
    const failure = await new Promise<Error>((resolve, reject) => {
      tus(alice, token, bytes, {
        metadata: { bucketName: PUBLIC, objectName: name, contentType: 'image/png' },
        onError: resolve,
        onSuccess: () => reject(new Error('a lying file was stored')),
      }).start();
    });
    expect(failure.message).toContain('does not match its type image/png');
    expect(await rowOf(PUBLIC, name)).toBeNull();
    expect(filesHolding(bytes)).toEqual([]);
  });

  it('lets an unfinished upload expire after 24 hours: 410 Gone, and its bytes go when the next upload begins', async () => {
    const token = await accessToken(alice);
    const headers = { ...keyHeaders(), authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const begin = async (name: string) => {
      const created = await createUpload(
        token,
        { bucketName: PUBLIC, objectName: `${alice.id}/${name}`, contentType: 'application/pdf' },
        64 * 1024,
      );
      expect(created.status).toBe(201);
      const url = created.headers.get('location')!;
      const sent = await fetch(url, {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: pdf(),
      });
      expect(sent.status).toBe(204);
      const id = new URL(url).pathname.split('/').pop()!;
      return { url, expires: created.headers.get('upload-expires'), files: [id, `${id}.json`] };
    };
    const onDisk = (files: string[]) => files.filter((f) => fs.existsSync(path.join(storageDir, 'resumable', f)));

    const abandoned = await begin('abandoned.pdf');
    const hoursLeft = (Date.parse(abandoned.expires!) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    const recent = await begin('recent.pdf');
    expect(onDisk(abandoned.files)).toEqual(abandoned.files);

    // A day and an hour later, as far as the upload knows.
    const info = path.join(storageDir, 'resumable', abandoned.files[1]!);
    const upload = JSON.parse(fs.readFileSync(info, 'utf8')) as { creation_date: string };
    upload.creation_date = new Date(Date.now() - 25 * 3_600_000).toISOString();
    fs.writeFileSync(info, JSON.stringify(upload));
    expect((await fetch(abandoned.url, { method: 'HEAD', headers })).status).toBe(410);
    const resumed = await fetch(abandoned.url, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': String(pdf().length), 'content-type': 'application/offset+octet-stream' },
      body: randomBytes(1024),
    });
    expect(resumed.status).toBe(410);
    expect(onDisk(abandoned.files)).toEqual(abandoned.files);

    await begin('next.pdf');
    await expect.poll(() => onDisk(abandoned.files), { timeout: 5_000 }).toEqual([]);
    expect(onDisk(recent.files)).toEqual(recent.files);
    expect((await fetch(recent.url, { method: 'HEAD', headers })).status).toBe(200);
    expect(await rowOf(PUBLIC, `${alice.id}/abandoned.pdf`)).toBeNull();

    // The device that began it, back later, sends the file again whole: tus-js-client (as the
    // app uses it) takes the 410 as the end of that upload and begins a new one.
    const whole = Buffer.concat([pdf(), randomBytes(64 * 1024)]);
    const sentFrom: number[] = [];
    await new Promise<void>((resolve, reject) => {
      tus(alice, token, whole, {
        uploadUrl: abandoned.url,
        metadata: { bucketName: PUBLIC, objectName: `${alice.id}/abandoned.pdf`, contentType: 'application/pdf' },
        onBeforeRequest: (req) => {
          if (req.getMethod() === 'PATCH') sentFrom.push(Number(req.getHeader('Upload-Offset')));
        },
        onError: reject,
        onSuccess: () => resolve(),
      }).start();
    });
    expect(sentFrom[0]).toBe(0);
    expect(await rowOf(PUBLIC, `${alice.id}/abandoned.pdf`)).toMatchObject({ metadata: { size: whole.length } });
  });

  it('refuses at creation what the bucket or the policies would refuse, before any byte is sent', async () => {
    const token = await accessToken(bob);
    const create = (metadata: Record<string, string>, length: number) => createUpload(token, metadata, length);
    const tooBig = await create(
      { bucketName: PRIVATE, objectName: `${bob.id}/big.pdf`, contentType: 'application/pdf' },
      LIMIT + 1,
    );
    expect(tooBig.status).toBe(413);
    const foreign = await create(
      { bucketName: PRIVATE, objectName: `${alice.id}/x.pdf`, contentType: 'application/pdf' },
      10,
    );
    expect(foreign.status).toBe(403);
    const climbing = await create(
      { bucketName: PRIVATE, objectName: `${bob.id}/../x.pdf`, contentType: 'application/pdf' },
      10,
    );
    expect(climbing.status).toBe(400);
    const wrongType = await create(
      { bucketName: PRIVATE, objectName: `${bob.id}/x.txt`, contentType: 'text/plain' },
      10,
    );
    expect(wrongType.status).toBe(415);
  });
});
