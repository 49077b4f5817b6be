// Large files (5 MB and more) go by the tus protocol to Storage's /storage/v1/upload/resumable,
// as hosted Supabase offers them: sent in 6 MB chunks (the size Storage requires), each one
// acknowledged, so a cut costs at most the chunk under way. The upload's address is kept in
// localStorage under the object's bucket and path, so an upload cut off (the network dropped,
// the tab was closed) resumes from the last acknowledged byte the next time the same file is
// sent, instead of starting over. tus-js-client is loaded only when a large file is sent.
import type { DetailedError, HttpRequest } from 'tus-js-client';
import { env } from '@/config/env';
import { getSupabase } from '@/lib/supabase';
import type { BucketId, PickedFile } from './rules';
import { sessionEndedError, UploadError, uploadErrorFromResponse } from './upload-errors';
import { importFresh } from '@/utils/module-loads';

/** Files of this size or more are sent resumably. */
export const RESUMABLE_FROM_BYTES = 5 * 1024 * 1024;
/** Storage accepts tus chunks of exactly this size (the last one may be shorter). */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;

export interface ResumableSend {
  bucket: BucketId;
  path: string;
  file: PickedFile & Blob;
  type: string;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** Where an upload of this object is remembered, whatever the file's name or date. */
export function resumeKey(bucket: string, path: string): string {
  return `evee-upload::${bucket}/${path}`;
}

const detailed = (err: unknown): err is DetailedError => !!err && typeof err === 'object' && 'originalRequest' in err;

/** tus's failure as the same words the simple upload uses. */
function asUploadError(err: unknown, bucket: BucketId, file: { size: number }): UploadError {
  const response = detailed(err) ? err.originalResponse : null;
  if (!response) return new UploadError('The upload did not get through: check the connection', 'network');
  return uploadErrorFromResponse(response.getStatus(), response.getBody() ?? '', bucket, file);
}

export async function sendResumable({ bucket, path, file, type, onProgress, signal }: ResumableSend): Promise<void> {
  const [{ Upload }, supabase] = await Promise.all([importFresh(() => import('tus-js-client')), getSupabase()]);
  if (signal?.aborted) throw new UploadError('The upload was cancelled', 'aborted');
  // Each request carries the session's current token: a long upload may outlive one.
  const authorize = async (req: HttpRequest) => {
    const { data } = await supabase.auth.getSession();
    const token = data.session?.access_token;
    if (!token) throw sessionEndedError('Sign in to upload files');
    req.setHeader('authorization', `Bearer ${token}`);
  };
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${env.supabaseUrl.replace(/\/+$/, '')}/storage/v1/upload/resumable`,
      headers: { apikey: env.supabaseAnonKey, 'x-upsert': 'false' },
      metadata: { bucketName: bucket, objectName: path, contentType: type, cacheControl: '3600' },
      chunkSize: TUS_CHUNK_BYTES,
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      // A few quick retries ride out a blip; a longer outage ends this attempt, and the next
      // one (the caller's) resumes where it stopped.
      retryDelays: [0, 1000, 3000],
      fingerprint: async () => resumeKey(bucket, path),
      onBeforeRequest: authorize,
      onProgress: (sent, total) => onProgress?.(sent, total),
      onSuccess: () => finish(),
      onError: (err) => finish(asUploadError(err, bucket, file)),
    });
    const abort = () => {
      // The upload stays resumable: abort(false) keeps it on the server and its address here.
      void upload.abort(false);
      finish(new UploadError('The upload was cancelled', 'aborted'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    let settled = false;
    function finish(error?: UploadError) {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    }
    onProgress?.(0, file.size);
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        if (!settled) upload.start();
      })
      .catch((err: unknown) => finish(asUploadError(err, bucket, file)));
  });
}
