// Storage's refusals said in the same words as the device's own checks (rules.ts), so a file
// the server turns away reads the same as one the device caught. Pure, for the unit tests.
import type { ClassifiedError } from '@sync/replication/errors';
import { bucketRules, tooLargeMessage, type BucketId } from './rules';

/**
 * Why an upload did not happen. `refused`: the server or the checks said no, and sending it
 * again would not change that. `network`: it did not get through, and may go later (the offline
 * path keeps such files). `aborted`: the person cancelled. `sessionEnded`: refused for want of a
 * signed-in session (none, or one the server no longer takes), which a new sign-in mends: a
 * queued file waits for it rather than being given up.
 */
export class UploadError extends Error {
  readonly sessionEnded: boolean;

  constructor(
    message: string,
    readonly kind: 'refused' | 'network' | 'aborted',
    options: { sessionEnded?: boolean } = {},
  ) {
    super(message);
    this.name = 'UploadError';
    this.sessionEnded = options.sessionEnded ?? false;
  }
}

/** Refused for want of a signed-in session. */
export function sessionEndedError(message: string): UploadError {
  return new UploadError(message, 'refused', { sessionEnded: true });
}

interface StorageErrorBody {
  statusCode?: string | number;
  error?: string;
  message?: string;
}

function parseBody(text: string): StorageErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as StorageErrorBody) : {};
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/**
 * The words for a storage answer that was not a success. Hosted Storage sometimes answers 400
 * with the real status in the body's statusCode, so both are read.
 */
export function uploadErrorFromResponse(
  status: number,
  responseText: string,
  bucket: BucketId,
  file: { size: number },
): UploadError {
  const body = parseBody(responseText);
  const code = Number(body.statusCode) || status;
  const words = `${body.error ?? ''} ${body.message ?? ''}`.toLowerCase();
  const rule = bucketRules[bucket];
  if (code === 413 || words.includes('maximum allowed size') || words.includes('too large')) {
    return new UploadError(tooLargeMessage(file.size, rule.maxBytes), 'refused');
  }
  if (code === 415 || words.includes('mime')) {
    const lied = words.includes('match') || words.includes('content');
    return new UploadError(
      lied || !rule.typeMessage ? 'The file’s contents do not match its type' : rule.typeMessage,
      'refused',
    );
  }
  if (code === 401) return sessionEndedError('Your session has ended: sign in again, then retry');
  if (code === 403 || words.includes('row-level security')) {
    return new UploadError('You are not allowed to store a file here', 'refused');
  }
  if (code === 409) return new UploadError('A file with this name is already stored: try again', 'refused');
  if (code === 408 || code === 429 || code >= 500) {
    return new UploadError('The file server did not take the file just now: try again in a moment', 'network');
  }
  return new UploadError(body.message || `The upload was refused (${code})`, 'refused');
}

/**
 * A failed upload of a queued file (a chat attachment), in the sync's terms: what did not get
 * through goes again; a refusal for want of a session waits for the next sign-in, as refused
 * tokens do for every write; any other refusal is final.
 */
export function classifyUploadError(err: unknown): ClassifiedError {
  const message = err instanceof Error ? err.message : String(err);
  if (!(err instanceof UploadError)) return { kind: 'transient', code: null, message };
  if (err.kind === 'network') return { kind: 'network', code: null, message };
  if (err.kind === 'aborted') return { kind: 'transient', code: null, message };
  if (err.sessionEnded) return { kind: 'auth', code: null, message };
  return { kind: 'permanent', code: null, message };
}
