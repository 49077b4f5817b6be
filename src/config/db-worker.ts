// Whether the device database runs in a worker (sync/worker/). Off by default while it is being
// proven: a build with VITE_DB_WORKER=1 turns it on, and one browser's localStorage key
// `db_worker` ('1' on, '0' off) overrides the build, so the same build serves both modes for
// tests and benchmarks. Read once, before the database opens; a change takes effect on reload.
import { readString, storageKeys } from '@/lib/storage';

export function databaseInWorker(
  buildFlag: string | undefined = import.meta.env.VITE_DB_WORKER as string | undefined,
): boolean {
  const chosen = readString(storageKeys.databaseInWorker);
  if (chosen === '1' || chosen === '0') return chosen === '1';
  return buildFlag?.trim() === '1';
}
