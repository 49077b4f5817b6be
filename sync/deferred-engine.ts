/**
 * A sync engine that starts later than its database opens. A returning visit opens the user's
 * database from the session in storage and paints the first screen from it before supabase-js
 * has arrived and before any replication runs (the bridge starts the engine once it has the
 * client and is asked to). The session handed to the screens must not change when that
 * happens (every live query hangs off it), so it carries this stand-in from the start: the
 * status is the bridge's own store all along, and each call reaches the real engine once there
 * is one. Before then there is nothing to pull or send: a re-sync is a no-op (the start pulls
 * anyway), and waiting for the sync, a Retry or a Discard waits for the start.
 */
import type { OutboxProcessor } from './outbox/processor';
import type { SyncEngine } from './sync-engine';
import type { SyncStatusStore } from './status/sync-status';

export interface DeferredEngine {
  /** What the session carries: stands in until `begin`, then passes everything through. */
  readonly engine: SyncEngine;
  /** Hands over the real engine (at most once); refused once stopped. */
  begin(real: SyncEngine): boolean;
  readonly started: boolean;
}

export function deferredEngine(status: SyncStatusStore): DeferredEngine {
  let real: SyncEngine | null = null;
  let stopped = false;
  let markStarted!: (engine: SyncEngine | null) => void;
  const started = new Promise<SyncEngine | null>((resolve) => (markStarted = resolve));
  const noReplications: SyncEngine['replications'] = new Map();

  const engine: SyncEngine = {
    status,
    get replications() {
      return real?.replications ?? noReplications;
    },
    get outbox(): OutboxProcessor {
      if (!real) throw new Error('The sync has not started yet: there is no outbox to reach');
      return real.outbox;
    },
    get messageSender() {
      return real?.messageSender;
    },
    async awaitInitialSync() {
      await (await started)?.awaitInitialSync();
    },
    async awaitInSync() {
      await (await started)?.awaitInSync();
    },
    reSync() {
      real?.reSync();
    },
    async retryFailure(id) {
      await (await started)?.retryFailure(id);
    },
    async discardFailure(id) {
      await (await started)?.discardFailure(id);
    },
    async stop() {
      stopped = true;
      markStarted(null);
      await real?.stop();
    },
  };

  return {
    engine,
    begin(next) {
      if (real || stopped) return false;
      real = next;
      markStarted(next);
      return true;
    },
    get started() {
      return real !== null;
    },
  };
}
