// What each storage bucket accepts, mirrored from the buckets' migration (file_size_limit and
// allowed_mime_types), so a file the server would refuse is refused on the device first, in
// words, before a byte is sent. The server stays the authority: it checks the same again.
import { contentsMatchType, typeFromName } from './signatures';

export type BucketId = 'avatars' | 'company-logos' | 'resumes' | 'chat-attachments';

export interface BucketRule {
  /** Largest accepted file, in bytes (MB here means 1024 × 1024 bytes, as the buckets count). */
  maxBytes: number;
  /** Accepted content types; null accepts any type. */
  types: readonly string[] | null;
  /** What a file of another type is told. */
  typeMessage: string;
  /** Anyone may read it by its public URL (avatars, logos); others are read by signed URLs. */
  isPublic: boolean;
}

const MB = 1024 * 1024;

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const resumeTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** A file picker's `accept` for images and for résumés (extensions too: some systems go by those). */
export const imageAccept = imageTypes.join(',');
export const resumeAccept = ['.pdf', '.docx', ...resumeTypes].join(',');

const photoMessage = 'Photos must be PNG, JPEG or WebP images';

export const bucketRules: Record<BucketId, BucketRule> = {
  avatars: { maxBytes: 2 * MB, types: imageTypes, typeMessage: photoMessage, isPublic: true },
  'company-logos': {
    maxBytes: 2 * MB,
    types: imageTypes,
    typeMessage: 'Logos must be PNG, JPEG or WebP images',
    isPublic: true,
  },
  resumes: {
    maxBytes: 10 * MB,
    types: resumeTypes,
    typeMessage: 'Résumés must be PDF or Word documents',
    isPublic: false,
  },
  'chat-attachments': { maxBytes: 25 * MB, types: null, typeMessage: '', isPublic: false },
};

/** A size as people read it: '14 MB', '2.5 MB', '800 KB', '12 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${roundUp(bytes / MB)} MB`;
  if (bytes >= 1024) return `${roundUp(bytes / 1024)} KB`;
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}

// One decimal, rounded up, so a file a little over a limit never reads as the limit itself.
function roundUp(value: number): string {
  return String(Math.ceil(value * 10 - 1e-9) / 10);
}

export function tooLargeMessage(size: number, limit: number): string {
  return `This file is ${formatBytes(size)}; the limit is ${formatBytes(limit)}`;
}

/** A name that could be read as a path or carries control characters. */
export function hasPathCharacters(name: string): boolean {
  return /[/\\\u0000-\u001f\u007f]/.test(name) || name.split('.').every((part) => part === '') || name.includes('..');
}

/** The content type a file is stored with: what the browser says, else what its name says. */
export function fileType(file: { name: string; type: string }): string {
  return file.type || typeFromName(file.name) || 'application/octet-stream';
}

export interface PickedFile {
  name: string;
  size: number;
  type: string;
  slice(start?: number, end?: number): Blob;
}

/**
 * Why the bucket would refuse this file, in words, or null when it may go. Reads only the first
 * bytes (file.slice), so a large file is not loaded to be checked.
 */
export async function checkFile(bucket: BucketId, file: PickedFile): Promise<string | null> {
  const rule = bucketRules[bucket];
  if (file.size === 0) return `“${file.name}” is empty`;
  if (hasPathCharacters(file.name)) {
    return 'File names cannot contain /, \\, .. or control characters; rename the file and try again';
  }
  const type = fileType(file);
  if (rule.types && !rule.types.includes(type)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return tooLargeMessage(file.size, rule.maxBytes);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!contentsMatchType(type, head)) {
    return `“${file.name}” is not what it says it is: its contents are not ${describeType(type)}`;
  }
  return null;
}

function describeType(type: string): string {
  if (type === 'application/pdf') return 'a PDF document';
  if (type === resumeTypes[1]) return 'a Word document';
  if (type.startsWith('image/')) return `a ${type.slice(6).toUpperCase()} image`;
  return `of type ${type}`;
}
