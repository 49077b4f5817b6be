// The built app, as users get it, loads nothing from another host: its pages' src, href and
// srcset, its styles' url() and @import and its manifest name only its own files and the
// Supabase URL it was built against, and no file of it names an avatar, photo, font or script
// host. No browser: the build the browser tests serve is read from disk.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { assetHostsIn } from '../fixtures/third-party-hosts';

function builtFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(html|css|js|webmanifest|json|svg)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Absolute URLs a page or style sheet would fetch: attributes, url(), @import, manifest sources. */
function fetchedUrls(file: string, text: string): string[] {
  const patterns = file.endsWith('.html')
    ? [/\s(?:src|href|poster|data|action)=["']?(https?:\/\/[^"'\s>]+)/gi, /\ssrcset=["']([^"']+)["']/gi]
    : file.endsWith('.css')
      ? [/url\(\s*["']?(https?:\/\/[^"')\s]+)/gi, /@import\s+["'](https?:\/\/[^"']+)/gi]
      : file.endsWith('.webmanifest')
        ? [/"src"\s*:\s*"(https?:\/\/[^"]+)"/gi]
        : [];
  return patterns.flatMap((p) => [...text.matchAll(p)].flatMap((m) => m[1]!.match(/https?:\/\/[^\s,]+/g) ?? []));
}

describe('the built app', () => {
  const dir = inject('appDir');
  const own = new URL(inject('stack').url).origin;

  it('fetches its pages’ images, styles, fonts and scripts from itself and its Supabase only', () => {
    const files = builtFiles(dir);
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    const foreign = files.flatMap((file) =>
      fetchedUrls(file, fs.readFileSync(file, 'utf8'))
        .filter((url) => new URL(url).origin !== own)
        .map((url) => `${path.relative(dir, file)}: ${url}`),
    );
    expect(foreign).toEqual([]);
  });

  it('names no avatar, photo, font or script host in any of its files', () => {
    const found = builtFiles(dir).flatMap((file) =>
      assetHostsIn(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(dir, file)} ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
