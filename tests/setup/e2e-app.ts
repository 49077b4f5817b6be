/**
 * Global setup for the browser tests, after tests/setup/stack.ts: builds the PWA once against
 * the run's stack (its URL and anon key as VITE_* build variables) into a temporary folder and
 * serves it with `vite preview` on a free port. Tests reach it with inject('appUrl') and
 * inject('appDir').
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../supabase/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The served build's folder: tests may change sw.js there to publish a "new version". */
    appDir: string;
  }
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export default async function setup(project: TestProject) {
  const { url, anonKey } = project.getProvidedContext().stack;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-app-'));
  process.env.VITE_SUPABASE_URL = url;
  process.env.VITE_SUPABASE_ANON_KEY = anonKey;
  // Vitest runs with NODE_ENV=test, which would make Vite emit a development build (React's
  // dev runtime, no service worker registration): build as production, as users get it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const port = await freePort();
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  project.provide('appUrl', `http://127.0.0.1:${port}`);
  project.provide('appDir', outDir);
  return async () => {
    await server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  };
}
