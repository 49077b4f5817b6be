// Whether the device database runs its storage in a worker (sync/worker/). On by default: Dexie's
// IndexedDB work then leaves the page's main thread (sync/README.md, 'What runs where'). A build
// with VITE_DB_WORKER=0 turns it off, and one browser's localStorage key `db_worker` ('1' on, '0'
// off) overrides the build, so the same build serves both modes for tests and benchmarks. A
// browser without module workers keeps the database on the page. Read once, before the database
// opens; a change takes effect on reload.
import { readString, storageKeys } from '@/lib/storage';

export function databaseInWorker(
  buildFlag: string | undefined = import.meta.env.VITE_DB_WORKER as string | undefined,
  workers: boolean = typeof Worker !== 'undefined',
): boolean {
  if (!workers) return false;
  const chosen = readString(storageKeys.databaseInWorker);
  if (chosen === '1' || chosen === '0') return chosen === '1';
  return buildFlag?.trim() !== '0';
}
