/**
 * The REST service's schema cache. Loaded on first use, reloaded when PostgreSQL announces a
 * DDL change (`NOTIFY pgrst, 'reload schema'`, sent by the event trigger in
 * db/rest-schema-notify.sql) and lazily when a request names something the cache lacks, so a
 * table created a moment ago is found even if the notification is still in flight.
 */
import pg from 'pg';
import { introspect } from './introspect';
import type { SchemaSnapshot } from './types';

export class SchemaCache {
  private current: SchemaSnapshot | null = null;
  private loading: Promise<SchemaSnapshot> | null = null;
  private dirty = false;
  private listener: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 1000;

  constructor(
    private readonly pool: pg.Pool,
    private readonly dbUrl: string,
    private readonly log: (line: string) => void,
  ) {}

  async get(): Promise<SchemaSnapshot> {
    if (!this.listener && !this.retryTimer) this.listen();
    if (this.current && !this.dirty) return this.current;
    return this.reload();
  }

  /** Loads a fresh snapshot; concurrent callers share one load. */
  reload(): Promise<SchemaSnapshot> {
    if (this.loading) return this.loading;
    this.dirty = false;
    this.loading = introspect(this.pool)
      .then((snap) => (this.current = snap))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private listen(): void {
    const client = new pg.Client({ connectionString: this.dbUrl });
    this.listener = client;
    const lost = (why: string) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.dirty = true;
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
      if (msg.channel === 'pgrst' && (msg.payload ?? '').startsWith('reload schema')) this.dirty = true;
    });
    client
      .connect()
      .then(() => client.query('listen pgrst'))
      .then(() => {
        this.retryDelay = 1000;
        this.dirty = true;
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
