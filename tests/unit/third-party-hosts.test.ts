// No screen may load a picture, font or script from another host: the app's code, its static
// files, the local stack and the later seed files name none. seed.sql's first photo links are
// replaced by seeds/90_storage_files.sql (seed files are appended to, not rewritten), so
// tests/integration/seed-files.test.ts checks what the seeded rows name; and
// tests/e2e/third-party-hosts.test.ts checks the built app.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetHostsIn } from '../fixtures/third-party-hosts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const TEXT = /\.(tsx?|jsx?|mjs|css|html|json|webmanifest|svg|sql|txt)$/;

function filesUnder(relative: string): string[] {
  const start = path.join(ROOT, relative);
  if (!fs.existsSync(start)) return [];
  if (fs.statSync(start).isFile()) return [start];
  return fs
    .readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('third-party hosts', () => {
  it('are named nowhere in the app, its static files, the local stack, the scripts or the later seed files', () => {
    const places = ['src', 'sync', 'public', 'index.html', 'scripts', 'supabase/local', 'supabase/seeds'];
    const files = places.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      assetHostsIn(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)} ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('are recognised when a file does name one', () => {
    expect(assetHostsIn("avatar_url = 'https://i.pravatar.cc/160?img=47'")).toEqual(['line 1: i.pravatar.cc']);
    expect(assetHostsIn('@import url(https://fonts.googleapis.com/css2?family=Inter);')).toHaveLength(1);
    expect(assetHostsIn('<img src="/storage/v1/object/public/avatars/u/avatar.png">')).toEqual([]);
  });
});
