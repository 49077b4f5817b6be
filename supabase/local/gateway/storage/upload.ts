/**
 * Storing a file: hosted Storage's order (src/storage/uploader.ts) — the bucket's limits and
 * the caller's right to write are checked before any byte is read, then the bytes are
 * received, and the row is written last — with the local stack's atomicity: the bytes go to a
 * temporary file, are checked (size, emptiness, what their first bytes say they are), and are
 * renamed into place only inside the transaction that inserts the row. A refused or failed
 * upload leaves neither a row nor a file.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ownerOf } from './caller';
import { checkDeclaredType, settleType } from './content-type';
import { type Call, mixedTx } from './env';
import { invalidRequest, noSuchBucket, tooLarge } from './errors';
import { discard, objectFile, type Received, receive } from './files';
import { type BucketRow, findBucket, lockCurrent, writeObject } from './objects';

/** Hosted Storage's default upload limit (FILE_SIZE_LIMIT), which a bucket's own can only lower. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
// A multipart body carries its boundaries and fields besides the file.
const MULTIPART_SLACK = 64 * 1024;

export interface Target {
  bucket: string;
  name: string;
  upsert: boolean;
  /** Who the row names as owner: the caller, or a signed upload's signer. */
  owner: string | undefined;
}

/** The bucket as Storage's own superuser sees it: limits apply whatever its policies say. */
export async function bucketForUpload(call: Call, bucketId: string): Promise<BucketRow> {
  const bucket = await findBucket(call.env.pool, bucketId);
  if (!bucket) throw noSuchBucket();
  return bucket;
}

export function sizeLimit(bucket: BucketRow): number {
  const own = bucket.file_size_limit;
  return own && own > 0 ? Math.min(own, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT;
}

/**
 * Whether the caller may write this object, tried as hosted's canUpload does it: the row is
 * written as the caller with what is known so far, then rolled back.
 */
export async function checkCanUpload(call: Call, target: Target, declared: { type: string; size?: number }) {
  await callerWrite(
    call,
    target,
    { eTag: '', size: declared.size ?? 0, type: declared.type, cacheControl: 'no-cache' },
    null,
    randomUUID(),
    true,
  );
}

interface UploadBody {
  received: Received;
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Reads an upload request's body as storage-js sends it: multipart form data (a Blob or File:
 * the file part, `cacheControl`, `metadata`) or the raw bytes (a Buffer, string or stream, with
 * Content-Type, Cache-Control and base64 JSON x-metadata headers).
 */
export async function receiveUploadBody(call: Call, request: Request, bucket: BucketRow): Promise<UploadBody> {
  const limit = sizeLimit(bucket);
  const contentType = request.headers.get('content-type') ?? '';
  const declaredLength = Number(request.headers.get('content-length'));
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    if (declaredLength > limit + MULTIPART_SLACK) throw tooLarge();
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw invalidRequest('No content provided');
    }
    const file = [...form.values()].find((v): v is File => typeof v === 'object');
    if (!file) throw invalidRequest('No content provided');
    const declaredType = stringField(form, 'contentType') || file.type;
    checkDeclaredType(declaredType, bucket.allowed_mime_types);
    const cacheTime = stringField(form, 'cacheControl');
    const received = await receive(call.env.dirs, file.stream(), limit);
    return {
      received,
      declaredType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseJsonObject(stringField(form, 'metadata')),
    };
  }
  if (declaredLength > limit) throw tooLarge();
  checkDeclaredType(contentType, bucket.allowed_mime_types);
  const received = await receive(call.env.dirs, request.body, limit);
  const encoded = request.headers.get('x-metadata');
  return {
    received,
    declaredType: contentType,
    cacheControl: request.headers.get('cache-control') ?? 'no-cache',
    userMetadata: encoded ? parseJsonObject(Buffer.from(encoded, 'base64').toString('utf8')) : null,
  };
}

/** The whole of a simple upload (POST, PUT, or PUT to a signed upload URL). */
export async function storeFromRequest(call: Call, request: Request, target: Target): Promise<{ id: string }> {
  const bucket = await bucketForUpload(call, target.bucket);
  const declaredLength = Number(request.headers.get('content-length'));
  const declaredType = request.headers.get('content-type') ?? '';
  await checkCanUpload(call, target, {
    type: declaredType.startsWith('multipart/') ? 'application/octet-stream' : declaredType,
    size: Number.isFinite(declaredLength) ? declaredLength : undefined,
  });
  const body = await receiveUploadBody(call, request, bucket);
  return commitReceived(call, target, bucket, body);
}

/** Checks received bytes and makes them the object, or removes them. */
export async function commitReceived(
  call: Call,
  target: Target,
  bucket: BucketRow,
  body: UploadBody,
): Promise<{ id: string }> {
  const { received } = body;
  let type: string;
  try {
    type = await settleType(received.file, received.size, body.declaredType, bucket.allowed_mime_types);
  } catch (err) {
    await discard(received.file);
    throw err;
  }
  const version = randomUUID();
  const final = objectFile(call.env.dirs, version);
  let moved = false;
  try {
    const previous = await callerWrite(
      call,
      target,
      { eTag: received.eTag, size: received.size, type, cacheControl: body.cacheControl },
      body.userMetadata,
      version,
      false,
      async () => {
        await fs.promises.rename(received.file, final);
        moved = true;
      },
    );
    if (previous?.version && previous.version !== version) {
      await discard(objectFile(call.env.dirs, previous.version)).catch((err: Error) =>
        call.env.log(`[storage] could not remove a replaced file: ${err.message}`),
      );
    }
    return { id: previous?.id ?? version };
  } catch (err) {
    await discard(received.file);
    if (moved) await discard(final);
    throw err;
  }
}

/**
 * One transaction: lock the name's current row (whoever may see it), write the new row as the
 * caller, then — still inside — put the bytes in place. The new object's id is its version.
 */
async function callerWrite(
  call: Call,
  target: Target,
  file: { eTag: string; size: number; type: string; cacheControl: string },
  userMetadata: Record<string, unknown> | null,
  version: string,
  dryRun: boolean,
  beforeCommit?: () => Promise<void>,
) {
  return mixedTx(
    call,
    async (tx) => {
      const current = await lockCurrent(tx.client, target.bucket, target.name);
      await tx.becomeCaller();
      await writeObject(
        tx.client,
        {
          id: version,
          bucket: target.bucket,
          name: target.name,
          owner: target.owner ?? ownerOf(call.id),
          version,
          metadata: {
            eTag: file.eTag,
            size: file.size,
            mimetype: file.type,
            cacheControl: file.cacheControl,
            lastModified: new Date().toISOString(),
            contentLength: file.size,
            httpStatusCode: 200,
          },
          userMetadata,
        },
        target.upsert,
      );
      await beforeCommit?.();
      return current;
    },
    { rollback: dryRun },
  );
}

function stringField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** User metadata as storage-js sends it: a JSON object, else none. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
