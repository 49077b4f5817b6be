/**
 * What a stored file is: its type is read from its first bytes (file-type; a zip's entries for
 * DOCX), not taken from the upload's header alone. A declared type the bytes contradict is
 * refused, and so is a declared type file-type knows how to recognise when the bytes are not
 * it; a type it cannot recognise (text, CSV, SVG) stands as declared. The bucket's
 * allowed_mime_types (with `type/*` wildcards, as hosted Storage matches them) apply to the
 * resulting type. Hosted Storage checks only the declared type; this is stricter on purpose.
 */
import { fileTypeFromFile, supportedMimeTypes } from 'file-type';
import { invalidMimeType, invalidRequest, storageError } from './errors';

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
  'application/x-zip-compressed': 'application/zip',
};

const UNKNOWN = 'application/octet-stream';

export function baseType(contentType: string | null | undefined): string {
  const base = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return ALIASES[base] ?? base;
}

/** Hosted Storage's matching (src/storage/uploader.ts, validateMimeType): exact or `type/*`. */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, sub] = mimeType.split('/');
  if (!type || !sub) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.toLowerCase().split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === sub);
  });
}

/** Refuses a declared type the bucket does not take, before any byte is read. */
export function checkDeclaredType(declared: string, allowed: readonly string[] | null | undefined): void {
  const type = baseType(declared);
  if (type && type !== UNKNOWN && !mimeTypeAllowed(type, allowed)) throw invalidMimeType(type);
}

const contentMismatch = (message: string) =>
  storageError(415, 'InvalidMimeType', message, { error: 'invalid_mime_type' });

/** The type to store for a received file, or Storage's refusal. */
export async function settleType(
  file: string,
  size: number,
  declared: string | null | undefined,
  allowed: readonly string[] | null | undefined,
): Promise<string> {
  if (size === 0) throw invalidRequest('The file is empty');
  const claimed = baseType(declared) || UNKNOWN;
  const detected = (await fileTypeFromFile(file))?.mime;
  let type: string;
  if (claimed === UNKNOWN) type = detected ?? UNKNOWN;
  else if (detected && detected !== claimed) {
    throw contentMismatch(`The file's content is ${detected}, which does not match its type ${claimed}`);
  } else if (!detected && supportedMimeTypes.has(claimed as never)) {
    throw contentMismatch(`The file's content does not match its type ${claimed}`);
  } else type = claimed;
  if (!mimeTypeAllowed(type, allowed)) throw invalidMimeType(type);
  return type;
}
