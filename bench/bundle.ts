/**
 * `npm run bench -- bundle`: builds the PWA into a temporary folder and prints the compressed
 * JavaScript a browser loads for /auth (signed out) and for the signed-in shell with its first
 * screen, and for /jobs (public, signed out, with the client it reads the jobs through), following
 * the build manifest's static imports from each route's chunks.
 * Targets: at most 150 KB gzip for /auth, 300 KB for the shell, 230 KB for /jobs (what /auth may
 * load, plus supabase-js, ~55 KB, and the page with its search, ~20 KB). Fails when the
 * build holds RxDB's schema validator, which only development and tests use, or when /jobs would
 * load the signed-in shell.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TARGETS_KB = { auth: 150, shell: 300, jobs: 230 };

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

function gzipKb(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    if (file.endsWith('.js')) total += gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
  }
  return total / 1024;
}

export async function run(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-bundle-'));
  process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.VITE_SUPABASE_ANON_KEY ??= 'bench-anon-key';
  try {
    await build({ root: ROOT, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
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
        keyFor(manifest, '@supabase/supabase-js'),
        keyFor(manifest, 'app/shell/workspace-shell'),
        keyFor(manifest, 'app/theme/workspace-recipes'),
        keyFor(manifest, 'features/auth/data/auth-session'),
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
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
