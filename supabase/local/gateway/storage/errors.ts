/**
 * Hosted Storage's error answers. Storage puts the real status in the body's `statusCode` (a
 * string) and, for most errors, answers HTTP 400 (src/http/error-handler.ts of
 * github.com/supabase/storage: only 500s, JWT-role refusals and bad ranges keep their own
 * status), so clients read `statusCode` — storage-js exposes it as error.statusCode. The
 * helpers below build those bodies; the gateway's error handler sends them. Pure.
 */
import { GatewayError } from '../errors';
import type { PgErrorLike } from '../rest/pg-error';

export function storageError(
  statusCode: number,
  code: string,
  message: string,
  opts: { error?: string; httpStatus?: number; headers?: Record<string, string> } = {},
): GatewayError {
  const httpStatus = opts.httpStatus ?? (statusCode >= 500 ? statusCode : 400);
  return new GatewayError(
    httpStatus,
    { statusCode: String(statusCode), code, error: opts.error ?? code, message },
    opts.headers ?? {},
  );
}

export const noSuchBucket = () => storageError(404, 'NoSuchBucket', 'Bucket not found', { error: 'Bucket not found' });
export const noSuchKey = () => storageError(404, 'NoSuchKey', 'Object not found', { error: 'not_found' });
export const accessDenied = (message: string, httpStatus?: number) =>
  storageError(403, 'AccessDenied', message, { error: 'Unauthorized', httpStatus });
export const alreadyExists = () =>
  storageError(409, 'ResourceAlreadyExists', 'The resource already exists', { error: 'Duplicate' });
export const tooLarge = () =>
  storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', { error: 'Payload too large' });
export const invalidMimeType = (mimeType: string) =>
  storageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, { error: 'invalid_mime_type' });
export const invalidKey = (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`);
export const invalidRequest = (message: string) => storageError(400, 'InvalidRequest', message);
export const invalidJwt = (message: string) => storageError(400, 'InvalidJWT', message);
export const invalidSignature = (message = 'Invalid signature') => storageError(400, 'InvalidSignature', message);
export const notSupported = (feature: string) =>
  storageError(409, 'NotSupported', `The feature ${feature} is not enabled for this resource`);
/** The database cannot be reached: 503 with Retry-After, so clients try again shortly. */
export const databaseUnavailable = () =>
  storageError(503, 'DatabaseError', 'The database is not available', { headers: { 'Retry-After': '1' } });
export const invalidRange = (size: number) =>
  storageError(416, 'InvalidRange', 'invalid range provided', {
    error: 'invalid_range',
    httpStatus: 416,
    headers: { 'Content-Range': `bytes */${size}` },
  });

/** PostgreSQL's refusals as Storage words them (src/storage/database/errors.ts, DBError.fromDBError). */
export function fromPgError(err: PgErrorLike): GatewayError {
  switch (err.code) {
    case '42501':
      return accessDenied(
        err.message.includes('row-level security') ? 'new row violates row-level security policy' : err.message,
      );
    case '23505':
      return alreadyExists();
    case '23503':
      return storageError(404, 'RelatedResourceNotFound', 'The related resource does not exist');
    case '22P02':
      return storageError(400, 'InvalidParameter', err.message || 'Invalid value format or type conversion failed');
    case '57014':
      return storageError(544, 'DatabaseTimeout', 'The connection to the database timed out', { httpStatus: 544 });
    default:
      return storageError(500, 'DatabaseError', `database error, code: ${err.code ?? 'unknown'}`);
  }
}
