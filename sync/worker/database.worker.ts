/**
 * The dedicated Worker the device database's storage runs in (one per tab) when the database
 * is switched to a worker (`src/config/db-worker.ts`): IndexedDB and Dexie's reads, writes and
 * index work happen here instead of on the page's main thread. The RxDatabase, its queries,
 * replication and leader election stay on the page (sync/README.md, 'What runs where').
 */
/// <reference lib="webworker" />
import { exposeStorage } from './expose-storage';

exposeStorage(self as unknown as DedicatedWorkerGlobalScope);
