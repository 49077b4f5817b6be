/**
 * Resumable uploads at /storage/v1/upload/resumable, as hosted Storage offers them
 * (src/http/routes/tus of github.com/supabase/storage): the tus protocol by @tus/server with
 * its file store, the object named by Upload-Metadata (bucketName, objectName, contentType,
 * cacheControl, metadata) and x-upsert. At creation the bucket's size limit and declared type
 * and the caller's right to write are checked (the row is tried and rolled back, as hosted
 * does); every later request must come from the same caller. When the last byte arrives the
 * file passes the same checks as a simple upload and becomes the object in the transaction
 * that writes its row; a refused upload is removed, bytes and all.
 *
 * An upload not finished within RESUMABLE_UPLOAD_LIFETIME_MS expires, as on hosted (tus's
 * expiration extension: Upload-Expires on the answers to POST and PATCH, 410 Gone after it).
 * Expired uploads' bytes are swept when the gateway starts and whenever a new resumable upload
 * is accepted, so abandoned uploads can never pile up unswept: only a new one adds to the disk
 * they take. Sweeps run one at a time; an upload accepted during one joins it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { GatewayError } from '../errors';
import { ownerOf } from './caller';
import { checkDeclaredType } from './content-type';
import type { Call } from './env';
import { invalidRequest, storageError, tooLarge } from './errors';
import { discard, eTagOf } from './files';
import { mustBeCleanObjectName } from './names';
import {
  bucketForUpload,
  checkCanUpload,
  commitReceived,
  GLOBAL_FILE_SIZE_LIMIT,
  parseJsonObject,
  sizeLimit,
  type Target,
} from './upload';

export const RESUMABLE_PATH = '/storage/v1/upload/resumable';

/**
 * How long an unfinished upload can be resumed: the 24 hours hosted Storage's guide gives an
 * upload URL (its TUS_URL_EXPIRY_MS; self-hosted Storage defaults to one hour).
 */
export const RESUMABLE_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface Resumable {
  handle(request: Request, call: Call): Promise<Response>;
}

/** tus answers errors as a status and a text body; Storage's message is that text, as on hosted. */
function asTusError(err: unknown): never {
  if (err instanceof GatewayError) {
    throw { status_code: Number(err.body.statusCode) || err.status, body: String(err.body.message) };
  }
  throw err;
}

/** Who may continue an upload: the user who began it, or (for scripts) the same role. */
function callerKey(call: Call): string {
  return ownerOf(call.id) ?? `role:${call.id.role}`;
}

export function createResumable(directory: string, log: (line: string) => void): Resumable {
  const calls = new WeakMap<Request, Call>();
  const callOf = (req: Request): Call => {
    const call = calls.get(req);
    if (!call) throw new Error('resumable upload request without a caller');
    return call;
  };
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_LIFETIME_MS });
  let sweeping: Promise<void> | null = null;
  const sweepExpired = () => {
    sweeping ??= server
      .cleanUpExpiredUploads()
      .then(
        () => undefined,
        (err: unknown) => log(`[storage] sweeping expired resumable uploads failed: ${String(err)}`),
      )
      .finally(() => {
        sweeping = null;
      });
  };

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore,
    maxSize: GLOBAL_FILE_SIZE_LIMIT,
    namingFunction: () => crypto.randomUUID(),
    async onIncomingRequest(req, uploadId) {
      const call = callOf(req as unknown as Request);
      if (req.method === 'POST' || call.id.role === 'service_role') return;
      const upload = await datastore.getUpload(uploadId).catch((err: unknown) => {
        // Absent is an answer (tus then says 404); anything else is the disk's, and is told.
        if ((err as { status_code?: number }).status_code !== 404) {
          call.env.log(`[storage] reading resumable upload ${uploadId} failed: ${String(err)}`);
        }
        return null;
      });
      // An upload begun by someone else is as good as absent.
      if (upload && upload.metadata?.callerKey !== callerKey(call)) {
        throw { status_code: 404, body: 'The file for this url was not found\n' };
      }
    },
    async onUploadCreate(req, upload) {
      const call = callOf(req as unknown as Request);
      try {
        const meta = upload.metadata ?? {};
        const target = targetOf(meta, req.headers.get('x-upsert') === 'true', ownerOf(call.id));
        const bucket = await bucketForUpload(call, target.bucket);
        if (upload.size === undefined) throw invalidRequest('Upload-Length is required');
        if (upload.size > sizeLimit(bucket)) throw tooLarge();
        checkDeclaredType(meta.contentType ?? '', bucket.allowed_mime_types);
        await checkCanUpload(call, target, { type: meta.contentType ?? 'application/octet-stream', size: upload.size });
        sweepExpired();
        const cacheTime = meta.cacheControl ?? '';
        return {
          metadata: {
            ...meta,
            cacheControl: /^\d+$/.test(cacheTime) ? `max-age=${cacheTime}` : 'no-cache',
            upsert: String(target.upsert),
            owner: target.owner ?? '',
            callerKey: callerKey(call),
          },
        };
      } catch (err) {
        asTusError(err);
      }
    },
    async onUploadFinish(req, upload) {
      const call = callOf(req as unknown as Request);
      const file = path.join(directory, upload.id);
      try {
        const meta = upload.metadata ?? {};
        // The owner recorded at creation: Upload-Metadata's own keys were replaced then.
        const target = targetOf(meta, meta.upsert === 'true', meta.owner || undefined);
        const bucket = await bucketForUpload(call, target.bucket);
        const size = (await fs.promises.stat(file)).size;
        await commitReceived(call, target, bucket, {
          received: { file, size, eTag: await eTagOf(file) },
          declaredType: meta.contentType ?? '',
          cacheControl: meta.cacheControl ?? 'no-cache',
          userMetadata: parseJsonObject(meta.metadata),
        });
        return { headers: { 'Tus-Complete': '1' } };
      } catch (err) {
        await discard(file);
        asTusError(err);
      } finally {
        await datastore.configstore
          .delete(upload.id)
          .catch((err: unknown) =>
            call.env.log(`[storage] clearing finished resumable upload ${upload.id} failed: ${String(err)}`),
          );
      }
    },
  });

  sweepExpired();
  return {
    async handle(request, call) {
      calls.set(request, call);
      return server.handleWeb(request);
    },
  };
}

function targetOf(meta: NonNullable<Upload['metadata']>, upsert: boolean, owner: string | undefined): Target {
  const bucket = meta.bucketName;
  const name = meta.objectName;
  if (!bucket || !name) throw storageError(400, 'InvalidRequest', 'Metadata header is required');
  return { bucket, name: mustBeCleanObjectName(name), upsert, owner };
}
