/**
 * The stream of committed changes: LISTENs on a dedicated connection for the transaction ids
 * the capture trigger NOTIFYs (in commit order), takes those transactions' rows out of
 * realtime_local.changes and hands them on in commit order, one batch at a time. Rows stay
 * raw JSON text so values reach clients exactly as PostgreSQL wrote them. A lost connection is
 * re-established with back-off (200 ms doubling to 2 s) and whatever was captured meanwhile is
 * swept up; onConnection tells subscribers when the stream stops and resumes.
 */
import pg from 'pg';
import type { Change } from './change';
import { takeChecked, type AheadTable, type AheadVisibility } from './take-checked';

export interface ChangeFeedOptions {
  dbUrl: string;
  pool: pg.Pool;
  /** `ahead`: what each subscribed claim set may see, found with the take (take-checked.ts). */
  onBatch: (changes: Change[], ahead?: AheadVisibility) => Promise<void>;
  /**
   * The subscribed tables and claim sets to check with the take, in the same round trip; null
   * (or none) takes the rows alone and leaves the check to the dispatch.
   */
  aheadTables?: () => AheadTable[] | null;
  onCatalogChange: () => void;
  /** Called with false when the listening connection is lost, with true once it is back. */
  onConnection?: (up: boolean) => void;
  log: (line: string) => void;
}

const TAKE = `
  with taken as (
    delete from realtime_local.changes where xid = any($1::text[]::xid8[])
    returning id, xid, schema_name, table_name, type, commit_timestamp, record, old_record)
  select id::text, schema_name as schema, table_name as table, type, commit_timestamp as "commitTimestamp",
    record::text as record, old_record::text as "oldRecord"
  from taken order by array_position($1::text[]::xid8[], xid), id`;

const PENDING = `select xid::text from realtime_local.changes group by xid order by min(id)`;

/** Reconnect back-off: doubles from the first to the last, then stays there. */
const FIRST_RETRY_MS = 200;
const LAST_RETRY_MS = 2000;

export class ChangeFeed {
  private client: pg.Client | null = null;
  private pending: string[] = [];
  private draining = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private retryDelay = FIRST_RETRY_MS;
  /** The listener was lost and has not come back yet. */
  private down = false;

  constructor(private readonly opts: ChangeFeedOptions) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.dbUrl, options: '-c timezone=UTC' });
    client.on('notification', (n) => {
      if (n.channel === 'realtime_local_catalog') this.opts.onCatalogChange();
      else if (n.payload) this.enqueue([n.payload]);
    });
    // Until the LISTEN is in place the client is not this.client, so these ignore it.
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query('listen realtime_local_changes; listen realtime_local_catalog');
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    this.client = client;
    this.retryDelay = FIRST_RETRY_MS;
    // What was captured while nobody listened (or before the gateway started) is swept up.
    try {
      const { rows } = await this.opts.pool.query<{ xid: string }>(PENDING);
      this.enqueue(rows.map((r) => r.xid));
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.down) {
      this.down = false;
      this.opts.log('[realtime] change feed reconnected');
      this.opts.onConnection?.(true);
    }
  }

  private lost(client: pg.Client, err: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (!this.down) {
      this.down = true;
      this.opts.log(`[realtime] change feed connection lost (${err.message}); reconnecting`);
      this.opts.onConnection?.(false);
    }
    this.reconnectLater();
  }

  private reconnectLater(): void {
    const wait = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, LAST_RETRY_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.connect().catch(() => this.reconnectLater());
    }, wait);
  }

  private enqueue(xids: string[]): void {
    if (!xids.length) return;
    this.pending.push(...xids);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length && !this.closed) {
        const xids = [...new Set(this.pending.splice(0, 500))];
        let changes: Change[];
        let ahead: AheadVisibility | undefined;
        try {
          ({ changes, ahead } = await this.take(xids));
        } catch (err) {
          if (this.closed) return;
          if (!this.client) {
            // The database is gone: the sweep on reconnect finds these rows again, in order.
            this.pending = [];
            return;
          }
          this.opts.log(`[realtime] could not read captured changes: ${(err as Error).message}`);
          this.pending.unshift(...xids);
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        if (changes.length)
          await this.opts
            .onBatch(changes, ahead)
            .catch((err: Error) => this.opts.log(`[realtime] dispatch failed: ${err.stack ?? err.message}`));
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * The batch's rows, with their RLS check when there are subscribers to ask for. A failed
   * statement deleted nothing, so the rows are taken alone instead (a check function the
   * catalog still names may have been dropped by a migration a moment ago).
   */
  private async take(xids: string[]): Promise<{ changes: Change[]; ahead?: AheadVisibility }> {
    const tables = this.opts.aheadTables?.();
    if (tables?.length) {
      try {
        const batch = await takeChecked(this.opts.pool, xids, tables);
        for (const e of batch.errors) if (!e.includes('42501')) this.opts.log(`[realtime] RLS check failed for ${e}`);
        return batch;
      } catch (err) {
        this.opts.log(`[realtime] could not take changes with their RLS check: ${(err as Error).message}`);
      }
    }
    return { changes: (await this.opts.pool.query<Change>(TAKE, [xids])).rows };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
