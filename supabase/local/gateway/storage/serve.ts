/**
 * A stored file as a response, with hosted Storage's headers (src/storage/renderer/renderer.ts:
 * Content-Type, ETag, Cache-Control from the upload, Last-Modified, Accept-Ranges, X-Robots-Tag)
 * and two of the local stack's own: every file carries X-Content-Type-Options: nosniff, and
 * anything that is not a raster image is sent as an attachment with its file name, so no
 * uploaded document (HTML, SVG, PDF) ever renders as a page of the stack's origin. Single byte
 * ranges are honoured (pdf.js reads large PDFs by range), and If-None-Match answers 304.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { invalidRange, noSuchKey } from './errors';
import { objectFile, type StorageDirs } from './files';
import type { ObjectRow } from './objects';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

export interface ServeOptions {
  method: string;
  headers: Headers;
  /** `?download=` of the URL: '' for the stored name, else the name to save as. */
  download?: string;
  /** A signed URL's expiry: sent as Expires instead of the object's Cache-Control. */
  expires?: Date;
}

export async function serveObject(dirs: StorageDirs, object: ObjectRow, opts: ServeOptions): Promise<Response> {
  const meta = object.metadata;
  if (!object.version || !meta) throw noSuchKey();
  const file = objectFile(dirs, object.version);
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    throw noSuchKey();
  }
  const mimetype = meta.mimetype || 'application/octet-stream';
  const headers = new Headers({
    'Content-Type': mimetype,
    ETag: meta.eTag,
    'Last-Modified': new Date(meta.lastModified || object.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
    'X-Content-Type-Options': 'nosniff',
  });
  if (opts.expires) headers.set('Expires', opts.expires.toUTCString());
  else headers.set('Cache-Control', meta.cacheControl || 'no-cache');
  const disposition = contentDisposition(object.name, mimetype, opts.download);
  if (disposition) headers.set('Content-Disposition', disposition);

  if (opts.headers.get('if-none-match') === meta.eTag) return new Response(null, { status: 304, headers });

  const range = parseRange(opts.headers.get('range'), size);
  if (range === 'invalid') throw invalidRange(size);
  const [start, end] = range ?? [0, size - 1];
  const length = size === 0 ? 0 : end - start + 1;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (opts.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

/** Attachment for anything but a raster image, or whenever ?download= asks for one. */
export function contentDisposition(name: string, mimetype: string, download?: string): string | null {
  const fileName = name.split('/').pop() ?? name;
  if (download !== undefined) return attachment(download || fileName);
  return INLINE_TYPES.has(mimetype) ? null : attachment(fileName);
}

function attachment(fileName: string): string {
  const encoded = encodeURIComponent(fileName);
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=a-b`, `a-` or `-n` range within the file; null without a Range header. */
export function parseRange(header: string | null, size: number): [number, number] | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return [start, end];
}
