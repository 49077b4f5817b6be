/**
 * Bucket and object names: what hosted Storage accepts (src/storage/limits.ts: S3-safe ASCII
 * characters only), and on top of that what a policy could be fooled by — `..` anywhere, `.`
 * or empty segments, a leading or trailing slash. Backslashes, control characters and anything
 * outside the safe set are refused by the character class itself. Pure.
 */
import { invalidKey, storageError } from './errors';

// Hyphen last so it stays a literal.
const OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;
const MAX_KEY_LENGTH = 1024;

export function isCleanObjectName(name: string): boolean {
  return (
    name.length <= MAX_KEY_LENGTH &&
    OBJECT_KEY.test(name) &&
    !name.includes('..') &&
    !name.startsWith('/') &&
    !name.endsWith('/') &&
    !name.split('/').some((segment) => segment === '' || segment === '.')
  );
}

/** Throws Storage's InvalidKey unless the name may be written. */
export function mustBeCleanObjectName(name: string): string {
  if (!isCleanObjectName(name)) throw invalidKey(name);
  return name;
}

export function mustBeValidBucketName(name: string): string {
  if (name.length === 0 || name.length > 100 || !BUCKET_NAME.test(name)) {
    throw storageError(400, 'InvalidBucketName', 'Bucket name invalid', { error: 'Invalid Input' });
  }
  return name;
}

/** Percent-decoded path segments; a malformed escape is the caller's error, not ours. */
export function decodeSegments(rawPath: string): string[] {
  return rawPath
    .split('/')
    .filter((s, i, all) => s !== '' || (i > 0 && i < all.length - 1))
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw invalidKey(segment);
      }
    });
}
