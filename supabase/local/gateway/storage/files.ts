/**
 * Where the bytes live, under the stack's data folder (STACK_DIR/storage):
 *   objects/<version>   one file per stored version; the object row names its version, so a
 *                       move is a metadata change and a replaced file is removed after the
 *                       commit that replaced it
 *   incoming/<uuid>     an upload being received; renamed into objects/ only inside the
 *                       transaction that inserts its row, and removed on any failure
 *   resumable/          tus uploads in progress (@tus/file-store)
 * All three are on one file system, so the rename is atomic.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tooLarge } from './errors';

export interface StorageDirs {
  objects: string;
  incoming: string;
  resumable: string;
}

export function storageDirs(root: string): StorageDirs {
  const dirs = {
    objects: path.join(root, 'objects'),
    incoming: path.join(root, 'incoming'),
    resumable: path.join(root, 'resumable'),
  };
  // Whatever was being received when the gateway last stopped belongs to no request now.
  fs.rmSync(dirs.incoming, { recursive: true, force: true });
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  return dirs;
}

export function objectFile(dirs: StorageDirs, version: string): string {
  // Versions are uuids the gateway made; anything else never names a file.
  if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`not a stored version: ${version}`);
  return path.join(dirs.objects, version);
}

export interface Received {
  file: string;
  size: number;
  /** Hosted Storage's eTag: the md5 of the bytes, quoted. */
  eTag: string;
}

// Past the limit the rest of a body is read and dropped rather than cut off, so the client
// gets the 413 instead of a reset connection; only this much more is read before giving up.
const DRAIN_BYTES = 256 * 1024 * 1024;

/**
 * Streams a body into incoming/, counting and hashing as it goes; past `limit` bytes it stops
 * writing, removes what it wrote and throws Storage's 413.
 */
export async function receive(
  dirs: StorageDirs,
  body: ReadableStream<Uint8Array> | Readable | null,
  limit: number,
): Promise<Received> {
  const file = path.join(dirs.incoming, randomUUID());
  const md5 = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit + DRAIN_BYTES) return done(tooLarge());
      if (size > limit) return done();
      md5.update(chunk);
      done(null, chunk);
    },
  });
  const source = body === null ? Readable.from([]) : body instanceof Readable ? body : Readable.fromWeb(body as never);
  try {
    await pipeline(source, meter, fs.createWriteStream(file, { flags: 'wx' }));
    if (size > limit) throw tooLarge();
  } catch (err) {
    await discard(file);
    throw err;
  }
  return { file, size, eTag: `"${md5.digest('hex')}"` };
}

/** The md5 eTag of a file already on disk (a finished resumable upload). */
export async function eTagOf(file: string): Promise<string> {
  const md5 = createHash('md5');
  await pipeline(fs.createReadStream(file), md5);
  return `"${md5.digest('hex')}"`;
}

/** Removes a file if it is there; a file already gone is no error. */
export async function discard(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}
