/**
 * `npm run bench -- bundle`: builds the PWA into a temporary folder and prints the compressed
 * JavaScript a browser loads for /auth (signed out) and for the signed-in shell with its first
 * screen, and for /jobs (public, signed out, with the client it reads the jobs through), following
 * the build manifest's static imports from each route's chunks. The shell's set is what a
 * returning visit's start (src/main.tsx) loads before its first screen paints: the entry, the auth
 * session, the sync session, the shell with its recipes and Job Search's route chunk. supabase-js
 * is not among them (it loads after that screen): it counts only if one of them imports it
 * statically. The database's code (RxDB, Dexie or the worker's client), which the first screen's
 * rows are read through, loads beside them and is printed apart, outside the target.
 * Targets: at most 150 KB gzip for /auth, 250 KB for the shell (issue 30), 230 KB for /jobs
 * (what /auth may load, plus supabase-js, ~55 KB, and the page with its search, ~20 KB). Fails when the
 * build holds RxDB's schema validator, which only development and tests use, or when /jobs would
 * load the signed-in shell.
 * Then lists the largest modules the shell and its first screen load, and the largest chunks, so
 * anyone can see what to cut. A module's gzip size is estimated as its chunk's gzip size shared
 * out by the module's rendered length (modules compress together, not alone).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Rolldown } from 'vite';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TARGETS_KB = { auth: 150, shell: 250, jobs: 230 };
const LISTED = 25;

/** Every file a set of manifest entries loads up front: themselves and their static imports. */
export function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the build manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function keyFor(manifest: Manifest, fragment: string): string {
  const key = Object.keys(manifest).find((k) => k.includes(fragment));
  if (!key) throw new Error(`No manifest entry matches ${fragment}`);
  return key;
}

const gzipBytes = (dir: string, file: string) => gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;

function gzipKb(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) if (file.endsWith('.js')) total += gzipBytes(dir, file);
  return total / 1024;
}

function chunksOf(output: Awaited<ReturnType<typeof build>>): Map<string, Rolldown.OutputChunk> {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const { output: items } of outputs)
    for (const item of items) if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

const shortId = (id: string) =>
  id
    .replace(`${ROOT}/`, '')
    .replace(/^.*node_modules\//, 'node_modules/')
    .replace(/\0/g, '');

/** The largest modules and chunks of a set of files, with estimated gzip sizes. */
function listLargest(dir: string, files: Set<string>, chunks: Map<string, Rolldown.OutputChunk>) {
  const modules: { id: string; kb: number; chunk: string }[] = [];
  const sizes: { file: string; kb: number; main: string }[] = [];
  for (const file of files) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    const kb = gzipBytes(dir, file) / 1024;
    const entries = Object.entries(chunk.modules);
    const total = entries.reduce((sum, [, m]) => sum + m.renderedLength, 0) || 1;
    const largest = entries.reduce((a, b) => (b[1].renderedLength > a[1].renderedLength ? b : a), entries[0]!);
    sizes.push({ file, kb, main: chunk.facadeModuleId ?? largest?.[0] ?? '' });
    for (const [id, m] of entries) modules.push({ id, kb: (kb * m.renderedLength) / total, chunk: file });
  }
  console.log(`  largest modules (estimated gzip KB):`);
  for (const m of modules.sort((a, b) => b.kb - a.kb).slice(0, LISTED)) {
    console.log(`    ${m.kb.toFixed(1).padStart(5)}  ${shortId(m.id)}  [${path.basename(m.chunk)}]`);
  }
  console.log(`  largest chunks (gzip KB, main module):`);
  for (const c of sizes.sort((a, b) => b.kb - a.kb).slice(0, 12)) {
    console.log(`    ${c.kb.toFixed(1).padStart(5)}  ${path.basename(c.file)}  ${shortId(c.main)}`);
  }
}

export async function run(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-bundle-'));
  process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.VITE_SUPABASE_ANON_KEY ??= 'bench-anon-key';
  try {
    const output = await build({ root: ROOT, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    // RxDB's schema validation is for development and tests only (sync/schema-validation.ts).
    const validators = Object.keys(manifest).filter((k) => /validate-ajv|node_modules\/ajv\//.test(k));
    if (validators.length) throw new Error(`The production build includes the schema validator: ${validators}`);
    console.log('schema validator (Ajv) in the production build: none');
    const entry = keyFor(manifest, 'index.html');
    const routes = {
      auth: [entry, keyFor(manifest, 'features/auth/components/auth-page')],
      shell: [
        entry,
        keyFor(manifest, 'app/shell/workspace-shell'),
        keyFor(manifest, 'app/theme/workspace-recipes'),
        keyFor(manifest, 'features/auth/data/auth-session'),
        keyFor(manifest, 'src/lib/sync-session'),
        keyFor(manifest, 'app/routes/talent-pages'),
      ],
      jobs: [entry, keyFor(manifest, 'app/routes/public-pages'), keyFor(manifest, '@supabase/supabase-js')],
    };
    const shell = manifest[keyFor(manifest, 'app/shell/workspace-shell')]!.file;
    if (closure(manifest, routes.jobs).has(shell)) throw new Error('/jobs loads the signed-in shell');
    for (const [name, keys] of Object.entries(routes) as [keyof typeof TARGETS_KB, string[]][]) {
      const kb = gzipKb(outDir, closure(manifest, keys));
      const target = TARGETS_KB[name];
      const label = { auth: '/auth (signed out)', shell: 'signed-in shell + first screen', jobs: '/jobs (signed out)' }[
        name
      ];
      console.log(
        `${label}: ${kb.toFixed(1)} KB gzip JS (target ≤ ${target} KB, ${((kb / target) * 100).toFixed(0)}% of target)`,
      );
    }
    const shellFiles = closure(manifest, routes.shell);
    const supabase = manifest[keyFor(manifest, '@supabase/supabase-js')]!.file;
    console.log(`  supabase-js in it: ${shellFiles.has(supabase) ? 'yes (imported statically)' : 'no (loads after)'}`);
    const database = [...closure(manifest, [keyFor(manifest, 'sync/auth-bridge'), keyFor(manifest, 'worker-storage')])];
    const databaseKb = gzipKb(
      outDir,
      database.filter((file) => !shellFiles.has(file)),
    );
    console.log(`  beside it, the database's code on the page (not in the target): ${databaseKb.toFixed(1)} KB gzip`);
    console.log('signed-in shell + first screen, what it holds:');
    listLargest(outDir, shellFiles, chunksOf(output));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
