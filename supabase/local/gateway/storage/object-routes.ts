/**
 * The object endpoints other than uploads: download (as the caller, public, by signed URL),
 * info, signed URLs, list, remove, move and copy, answering as hosted Storage does
 * (src/http/routes/object/*). Reads and writes of rows run as the caller; the public and
 * signed reads look the object up as Storage's own superuser once the bucket's `public` flag or
 * the token has said yes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ownerOf } from './caller';
import { type Call, callerTx, mixedTx } from './env';
import { invalidRequest, noSuchBucket, noSuchKey, storageError } from './errors';
import { discard, objectFile } from './files';
import { mustBeCleanObjectName } from './names';
import {
  deleteObjects,
  findBucket,
  findObject,
  listLevel,
  moveObject,
  type ObjectRow,
  visibleNames,
  writeObject,
} from './objects';
import { serveObject } from './serve';
import { mustBeExpiry, signObjectToken, verifyObjectToken } from './signed';

type Query = URLSearchParams;

export async function downloadAsCaller(call: Call, bucket: string, name: string, query: Query): Promise<Response> {
  const object = await callerTx(call, (db) => findObject(db, bucket, name), { readOnly: true });
  if (!object) throw noSuchKey();
  return serveObject(call.env.dirs, object, serveOpts(call, query));
}

export async function downloadPublic(call: Call, bucket: string, name: string, query: Query): Promise<Response> {
  const row = await findBucket(call.env.pool, bucket);
  if (!row?.public) throw noSuchBucket();
  const object = await findObject(call.env.pool, bucket, name);
  if (!object) throw noSuchKey();
  return serveObject(call.env.dirs, object, serveOpts(call, query));
}

export async function downloadSigned(call: Call, bucket: string, name: string, query: Query): Promise<Response> {
  const claims = await verifyObjectToken(call.env.jwtSecret, query.get('token') ?? undefined, {
    url: `${bucket}/${name}`,
    scope: 'download',
  });
  const object = await findObject(call.env.pool, bucket, name);
  if (!object) throw noSuchKey();
  return serveObject(call.env.dirs, object, { ...serveOpts(call, query), expires: new Date(claims.exp * 1000) });
}

function serveOpts(call: Call, query: Query) {
  const download = query.get('download');
  return { method: call.req.method, headers: call.req.headers, download: download ?? undefined };
}

/** storage-js's info(): hosted's FileObjectV2 (snake case; the client camelises it). */
export async function objectInfo(call: Call, bucket: string, name: string): Promise<Response> {
  const o = await callerTx(call, (db) => findObject(db, bucket, name), { readOnly: true });
  if (!o) throw noSuchKey();
  return Response.json({
    id: o.id,
    version: o.version,
    name: o.name,
    bucket_id: o.bucket_id,
    size: o.metadata?.size ?? null,
    content_type: o.metadata?.mimetype ?? null,
    cache_control: o.metadata?.cacheControl ?? null,
    etag: o.metadata?.eTag ?? null,
    last_modified: o.metadata?.lastModified ?? null,
    created_at: o.created_at,
    updated_at: o.updated_at,
    metadata: o.user_metadata,
  });
}

/** One signed URL: only for an object the caller's policies let them see. */
export async function signOne(call: Call, bucket: string, name: string, body: Record<string, unknown>) {
  const expiresIn = mustBeExpiry(body.expiresIn);
  if (body.transform && Object.keys(body.transform as object).length > 0) throw imageTransformation();
  const object = await callerTx(call, (db) => findObject(db, bucket, name), { readOnly: true });
  if (!object) throw noSuchKey();
  const url = `${bucket}/${name}`;
  const token = await signObjectToken(call.env.jwtSecret, { url, scope: 'download' }, expiresIn);
  return Response.json({ signedURL: `/object/sign/${url}?token=${token}` });
}

export async function signMany(call: Call, bucket: string, body: Record<string, unknown>) {
  const expiresIn = mustBeExpiry(body.expiresIn);
  const paths = stringList(body.paths, 'paths');
  const seen = await callerTx(call, (db) => visibleNames(db, bucket, paths), { readOnly: true });
  const answer = await Promise.all(
    paths.map(async (path) => {
      if (!seen.has(path)) {
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      }
      const url = `${bucket}/${path}`;
      const token = await signObjectToken(call.env.jwtSecret, { url, scope: 'download' }, expiresIn);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
  return Response.json(answer);
}

export async function list(call: Call, bucket: string, body: Record<string, unknown>) {
  if (typeof body.prefix !== 'string')
    throw storageError(400, 'InvalidParameter', "body must have required property 'prefix'");
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const rows = await callerTx(
    call,
    (db) =>
      listLevel(db, bucket, {
        prefix: body.prefix as string,
        limit: positiveInt(body.limit, 100),
        offset: positiveInt(body.offset, 0),
        search: typeof body.search === 'string' ? body.search : '',
        column: typeof sortBy.column === 'string' ? sortBy.column : 'name',
        order: sortBy.order === 'desc' ? 'desc' : 'asc',
      }),
    { readOnly: true },
  );
  return Response.json(rows);
}

/** Removes the rows the caller's delete policy allows, then their files, after the commit. */
export async function removeMany(call: Call, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const removed = await callerTx(call, (db) => deleteObjects(db, bucket, names));
  await removeFiles(call, removed);
  return removed;
}

export async function removeFiles(call: Call, rows: readonly { version: string | null }[]): Promise<void> {
  for (const row of rows) {
    if (row.version) {
      await discard(objectFile(call.env.dirs, row.version)).catch((err: Error) =>
        call.env.log(`[storage] could not remove a deleted file: ${err.message}`),
      );
    }
  }
}

export async function removeOne(call: Call, bucket: string, name: string) {
  const removed = await removeMany(call, bucket, [name]);
  if (removed.length === 0) throw noSuchKey();
  return Response.json({ message: 'Successfully deleted' });
}

export function prefixesOf(body: Record<string, unknown>): string[] {
  return stringList(body.prefixes, 'prefixes');
}

interface Relocation {
  from: { bucket: string; name: string };
  to: { bucket: string; name: string };
}

function relocation(body: Record<string, unknown>): Relocation {
  const [bucket, source, destination] = [body.bucketId, body.sourceKey, body.destinationKey];
  if (typeof bucket !== 'string' || typeof source !== 'string' || typeof destination !== 'string') {
    throw storageError(400, 'InvalidParameter', 'bucketId, sourceKey and destinationKey are required');
  }
  const toBucket =
    typeof body.destinationBucket === 'string' && body.destinationBucket ? body.destinationBucket : bucket;
  return { from: { bucket, name: source }, to: { bucket: toBucket, name: mustBeCleanObjectName(destination) } };
}

/** Renames the row as the caller (their update policy sees both names); the file stays. */
export async function move(call: Call, body: Record<string, unknown>) {
  const { from, to } = relocation(body);
  const moved = await callerTx(call, (db) => moveObject(db, from, to, ownerOf(call.id)));
  if (!moved) throw noSuchKey();
  return Response.json({ message: 'Successfully moved' });
}

/** A new row (the caller's insert policy) and a copy of the bytes under a new version. */
export async function copy(call: Call, body: Record<string, unknown>) {
  const { from, to } = relocation(body);
  const version = randomUUID();
  const target = objectFile(call.env.dirs, version);
  let copied = false;
  try {
    await mixedTx(call, async (tx) => {
      await tx.becomeCaller();
      const source = await findObject(tx.client, from.bucket, from.name);
      if (!source?.version || !source.metadata) throw noSuchKey();
      await writeObject(
        tx.client,
        {
          id: version,
          bucket: to.bucket,
          name: to.name,
          owner: ownerOf(call.id),
          version,
          metadata: { ...source.metadata, lastModified: new Date().toISOString() },
          userMetadata: source.user_metadata,
        },
        body.upsert === true,
      );
      await fs.promises.copyFile(objectFile(call.env.dirs, source.version), target);
      copied = true;
    });
  } catch (err) {
    if (copied) await discard(target);
    throw err;
  }
  return Response.json({ Id: version, Key: `${to.bucket}/${to.name}` });
}

export const imageTransformation = () =>
  storageError(400, 'NotSupported', 'Image transformation is not enabled on the local stack');

function stringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string')) {
    throw invalidRequest(`body/${field} must be a non-empty array of strings`);
  }
  return value as string[];
}

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}
