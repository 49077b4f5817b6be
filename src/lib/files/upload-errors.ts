// Storage's refusals said in the same words as the device's own checks (rules.ts), so a file
// the server turns away reads the same as one the device caught. Pure, for the unit tests.
import { bucketRules, tooLargeMessage, type BucketId } from './rules';

/**
 * Why an upload did not happen. `refused`: the server or the checks said no, and sending it
 * again would not change that. `network`: it did not get through, and may go later (the offline
 * path keeps such files). `aborted`: the person cancelled.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'network' | 'aborted',
  ) {
    super(message);
    this.name = 'UploadError';
  }
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
  if (code === 401) return new UploadError('Your session has ended: sign in again, then retry', 'refused');
  if (code === 403 || words.includes('row-level security')) {
    return new UploadError('You are not allowed to store a file here', 'refused');
  }
  if (code === 409) return new UploadError('A file with this name is already stored: try again', 'refused');
  if (code === 408 || code === 429 || code >= 500) {
    return new UploadError('The file server did not take the file just now: try again in a moment', 'network');
  }
  return new UploadError(body.message || `The upload was refused (${code})`, 'refused');
}
