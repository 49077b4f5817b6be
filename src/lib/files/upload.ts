// Sends one file to Storage with progress. supabase-js's storage client uses fetch, which
// reports no upload progress, so this sends the same request it would (POST
// /storage/v1/object/<bucket>/<path> with the session's token and the apikey, the bytes as the
// body) through XMLHttpRequest; files of 5 MB or more go resumably instead (resumable-upload.ts).
// The file is checked first (rules.ts); nothing is sent that the bucket would refuse.
import { env } from '@/config/env';
import { getSupabase } from '@/lib/supabase';
import { checkFile, fileType, type BucketId, type PickedFile } from './rules';
import { sessionEndedError, UploadError, uploadErrorFromResponse } from './upload-errors';
import { RESUMABLE_FROM_BYTES, sendResumable } from './resumable-upload';

/** What a row keeps about a private file (résumés, attachments); readers sign it to open it. */
export interface StoredFile {
  bucket: BucketId;
  path: string;
  name: string;
  size: number;
  type: string;
  uploadedAt: string;
}

export interface UploadRequest {
  bucket: BucketId;
  /** The object's path inside the bucket (paths.ts). */
  path: string;
  file: PickedFile & Blob;
  /** Bytes sent so far and the total, as they go. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** Uploads the file, or throws an UploadError whose message says why not. */
export async function uploadFile({ bucket, path, file, onProgress, signal }: UploadRequest): Promise<StoredFile> {
  const problem = await checkFile(bucket, file);
  if (problem) throw new UploadError(problem, 'refused');
  if (signal?.aborted) throw new UploadError('The upload was cancelled', 'aborted');
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw sessionEndedError('Sign in to upload files');
  const type = fileType(file);
  // Large files go resumably (tus), so a cut does not start them over.
  if (file.size >= RESUMABLE_FROM_BYTES) await sendResumable({ bucket, path, file, type, onProgress, signal });
  else await send({ bucket, path, file, type, token, onProgress, signal });
  return { bucket, path, name: file.name, size: file.size, type, uploadedAt: new Date().toISOString() };
}

interface Send extends Omit<UploadRequest, 'file'> {
  file: PickedFile & Blob;
  type: string;
  token: string;
}

function send({ bucket, path, file, type, token, onProgress, signal }: Send): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    xhr.open('POST', `${env.supabaseUrl}/storage/v1/object/${bucket}/${encoded}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', env.supabaseAnonKey);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('content-type', type);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = (error?: UploadError) => {
      signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? done()
        : done(uploadErrorFromResponse(xhr.status, xhr.responseText, bucket, file));
    xhr.onerror = () => done(new UploadError('The upload did not get through: check the connection', 'network'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => done(new UploadError('The upload was cancelled', 'aborted'));
    onProgress?.(0, file.size);
    xhr.send(file);
  });
}

/** Deletes a stored object; a failure is thrown in words, never swallowed. */
export async function removeFile(bucket: BucketId, path: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(bucket).remove([path]);
  if (error) throw new UploadError(`The file could not be removed: ${error.message}`, 'refused');
}

/** A link to a private file that works for an hour at most (the storage rule). */
export async function signedFileUrl(file: Pick<StoredFile, 'bucket' | 'path'>, expiresIn = 3600): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(file.bucket)
    .createSignedUrl(file.path, Math.min(expiresIn, 3600));
  if (error || !data) throw new Error(`The file could not be opened: ${error?.message ?? 'no link came back'}`);
  return data.signedUrl;
}
