// Build step: the icons only the signed-in app draws go to one chunk. Left to the bundler, each
// icon shared by two lazy chunks became a chunk of its own (~40 of the ~190 modules a returning
// Job Search loads, each a few hundred bytes), and every module costs the page, the service
// worker and the browser a request's work on the cores the first screen needs. Icons that a
// public page (the landing page, /auth, /jobs, public profiles) or the entry import, at any depth
// of static imports, stay where the bundler puts them, so those pages load no signed-in icons.
// The app imports icons by name from lucide-react's index, which imports every icon, so the
// module graph alone cannot tell which icons a module draws: the names are read from its imports.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const PUBLIC = /[\\/]src[\\/]features[\\/](landing|auth|public)[\\/]/;
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
const REEXPORT = /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g;

/** The names in an import or export list ('A, B as C, type D'): the local ones when `side` is 'as'. */
function names(list: string, side: 'from' | 'as'): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split(/\s+as\s+/);
      return side === 'from' ? parts[0]! : parts.at(-1)!;
    });
}

/** Each export name of lucide-react's index, and the icon module it comes from. */
function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, list, file] of fs.readFileSync(index, 'utf8').matchAll(REEXPORT)) {
    for (const name of names(list!, 'as')) files.set(name, path.resolve(path.dirname(index), file!));
  }
  if (files.size < 1000) throw new Error(`lucide-react's index (${index}) no longer reads as this plugin expects`);
  return files;
}

export function signedInIcons(): { plugin: Plugin; test: (id: string) => boolean } {
  const named = new Map<string, string[]>();
  // Filled when the module graph is complete (buildEnd), read when chunks are made (after it).
  const publicIcons = new Set<string>();
  const plugin: Plugin = {
    name: 'evee-signed-in-icons',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules')) return null;
      const imported = [...code.matchAll(IMPORT)].flatMap(([, list]) => names(list!, 'from'));
      if (imported.length) named.set(id, imported);
      return null;
    },
    buildEnd() {
      const files = iconFiles();
      publicIcons.clear();
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || id.includes('node_modules')) return;
        seen.add(id);
        for (const name of named.get(id) ?? []) {
          // Types (LucideIcon, LucideProps) and helpers are not icons.
          const file = files.get(name);
          if (file) publicIcons.add(file);
        }
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      for (const id of this.getModuleIds()) if (PUBLIC.test(id) || this.getModuleInfo(id)?.isEntry) visit(id);
      if (publicIcons.size === 0)
        throw new Error('No public page imports an icon: scripts/signed-in-icons.ts lost the graph');
    },
  };
  return { plugin, test: (id) => ICON.test(id) && !publicIcons.has(path.resolve(id.split('?')[0]!)) };
}
