/**
 * The REST service's schema cache, one snapshot per exposed schema (db-schemas). Loaded on
 * first use, reloaded when PostgreSQL announces a DDL change (`NOTIFY pgrst, 'reload schema'`, sent by the event trigger in
 * db/rest-schema-notify.sql) and lazily when a request names something the cache lacks, so a
 * table created a moment ago is found even if the notification is still in flight.
 */
import pg from 'pg';
import { introspect } from './introspect';
import type { SchemaSnapshot } from './types';

/** One schema's view of the cache: what a request's handlers plan against. */
export interface SchemaSource {
  get(): Promise<SchemaSnapshot>;
  reload(): Promise<SchemaSnapshot>;
}

interface Entry {
  current: SchemaSnapshot | null;
  loading: Promise<SchemaSnapshot> | null;
  /** The cache's generation the snapshot was loaded in; older ones are stale. */
  generation: number;
}

export class SchemaCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every reload notice: each schema reloads on its next use. */
  private generation = 0;
  private listener: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 1000;

  constructor(
    private readonly pool: pg.Pool,
    private readonly dbUrl: string,
    private readonly log: (line: string) => void,
  ) {}

  of(schema: string): SchemaSource {
    return { get: () => this.get(schema), reload: () => this.reload(schema) };
  }

  async get(schema = 'public'): Promise<SchemaSnapshot> {
    if (!this.listener && !this.retryTimer) this.listen();
    const entry = this.entries.get(schema);
    if (entry?.current && entry.generation === this.generation) return entry.current;
    return this.reload(schema);
  }

  /** Loads a fresh snapshot of `schema`; concurrent callers share one load. */
  reload(schema = 'public'): Promise<SchemaSnapshot> {
    let entry = this.entries.get(schema);
    if (!entry) this.entries.set(schema, (entry = { current: null, loading: null, generation: -1 }));
    if (entry.loading) return entry.loading;
    const e = entry;
    const generation = this.generation;
    e.loading = introspect(this.pool, schema)
      .then((snap) => {
        e.current = snap;
        e.generation = generation;
        return snap;
      })
      .finally(() => {
        e.loading = null;
      });
    return e.loading;
  }

  private listen(): void {
    const client = new pg.Client({ connectionString: this.dbUrl });
    this.listener = client;
    const lost = (why: string) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.generation += 1;
      if (this.retryDelay === 1000)
        this.log(`[rest] schema listener lost (${why}); reloading lazily until it reconnects`);
      client.end().catch(() => {});
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
        this.listen();
      }, this.retryDelay);
      this.retryTimer.unref();
    };
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('connection closed'));
    client.on('notification', (msg) => {
      if (msg.channel === 'pgrst' && (msg.payload ?? '').startsWith('reload schema')) this.generation += 1;
    });
    client
      .connect()
      .then(() => client.query('listen pgrst'))
      .then(() => {
        this.retryDelay = 1000;
        this.generation += 1;
        (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      })
      .catch((err: Error) => lost(err.message));
  }

  close(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.listener;
    this.listener = null;
    client?.end().catch(() => {});
  }
}
