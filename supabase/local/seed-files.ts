/**
 * Puts the demo's files (supabase/seed-files/<bucket>/<path>: the photos and logos the seed's
 * avatar_url and logo_url name) into storage through the Storage API with the service-role key,
 * as any Supabase project takes files, so the bytes on disk and the storage.objects rows are the
 * storage server's own. The local stack calls it right after it seeded a new database; for a
 * hosted demo project, `npx tsx supabase/local/seed-files.ts <project url> <service role key>`
 * does the same. Each upload is an upsert, so a second run changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SEED_FILES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed-files');

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export interface SeedFile {
  bucket: string;
  /** The object's path inside its bucket. */
  path: string;
  /** Where the bytes are on this machine. */
  file: string;
  type: string;
}

/** Every file under dir, as bucket (the first folder) and object path (the rest). */
export function seedFiles(dir = SEED_FILES_DIR): SeedFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const [bucket, ...rest] = path.relative(dir, file).split(path.sep);
      const type = TYPES[path.extname(file).toLowerCase()];
      if (!bucket || rest.length === 0 || !type) throw new Error(`not a seed file: ${path.relative(dir, file)}`);
      return { bucket, path: rest.join('/'), file, type };
    })
    .sort((a, b) => `${a.bucket}/${a.path}`.localeCompare(`${b.bucket}/${b.path}`));
}

/** Uploads every seed file; fails, naming the file and the server's answer, at the first refusal. */
export async function uploadSeedFiles(
  target: { url: string; serviceRoleKey: string },
  log: (line: string) => void = () => {},
  dir = SEED_FILES_DIR,
): Promise<number> {
  const files = seedFiles(dir);
  for (const f of files) {
    const objectPath = f.path.split('/').map(encodeURIComponent).join('/');
    const res = await fetch(`${target.url.replace(/\/+$/, '')}/storage/v1/object/${f.bucket}/${objectPath}`, {
      method: 'POST',
      headers: {
        apikey: target.serviceRoleKey,
        authorization: `Bearer ${target.serviceRoleKey}`,
        'content-type': f.type,
        'cache-control': 'max-age=3600',
        'x-upsert': 'true',
      },
      body: fs.readFileSync(f.file),
    });
    if (!res.ok) throw new Error(`seed file ${f.bucket}/${f.path}: ${res.status} ${await res.text()}`);
  }
  if (files.length) log(`stored ${files.length} seed files (supabase/seed-files)`);
  return files.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [url, serviceRoleKey] = process.argv.slice(2);
  if (!url || !serviceRoleKey) {
    console.error('Usage: npx tsx supabase/local/seed-files.ts <project url> <service role key>');
    process.exit(2);
  }
  await uploadSeedFiles({ url, serviceRoleKey }, console.log);
}
