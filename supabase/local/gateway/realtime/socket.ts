/**
 * One client WebSocket speaking Phoenix: decodes frames (text for both versions, binary
 * broadcast pushes for vsn 2), answers heartbeats on the `phoenix` topic, routes pushes to the
 * channel joined on their topic (one per topic; a new join replaces the old one), and releases
 * every channel when the socket goes. Messages are handled in arrival order.
 */
import type WebSocket from 'ws';
import { unavailableReason } from '../db-unavailable';
import { Channel, type Conn, type RealtimeServices } from './channel';
import { decodeBinary, decodeText, encodeText, FrameError, type Message, type Vsn } from './serializer';

const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

export class Connection implements Conn {
  lastSeen = Date.now();
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  /** The socket has gone: a join still being checked must not take a seat afterwards. */
  private released = false;

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apikey: string,
    private readonly services: RealtimeServices & { ready: Promise<void> },
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data as Buffer, isBinary));
    ws.on('pong', () => (this.lastSeen = Date.now()));
    ws.on('close', () => this.release());
    ws.on('error', (err) => services.log(`[realtime] socket error: ${err.message}`));
  }

  /** A client that stops reading is cut off rather than buffered without bound. */
  send(frame: string | Buffer): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.services.log('[realtime] closing a socket that stopped reading (send buffer full)');
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  /** Pings a live socket; ends one that has shown no sign of life for `idleMs`. */
  check(idleMs: number): void {
    if (Date.now() - this.lastSeen > idleMs) this.ws.terminate();
    else if (this.ws.readyState === this.ws.OPEN) this.ws.ping();
  }

  close(): void {
    this.ws.terminate();
    this.release();
  }

  private onFrame(data: Buffer | Buffer[], isBinary: boolean): void {
    this.lastSeen = Date.now();
    const buf = Array.isArray(data) ? Buffer.concat(data) : data;
    try {
      if (isBinary) {
        if (this.vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0');
        const b = decodeBinary(buf);
        this.enqueue(() => this.routeBinary(b));
      } else {
        const msg = decodeText(buf.toString('utf8'), this.vsn);
        this.enqueue(() => this.route(msg));
      }
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
      this.services.log(`[realtime] dropped a malformed frame: ${err.message}`);
    }
  }

  private enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue
      .then(() => this.services.ready)
      .then(task)
      .catch((err: Error) => this.services.log(`[realtime] failed handling a message: ${err.stack ?? err.message}`));
  }

  private reply(msg: Message, status: 'ok' | 'error', response: unknown): void {
    this.send(
      encodeText(
        { join_ref: msg.join_ref, ref: msg.ref, topic: msg.topic, event: 'phx_reply' },
        { status, response },
        this.vsn,
      ),
    );
  }

  private async route(msg: Message): Promise<void> {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.reply(msg, 'ok', {});
      return;
    }
    if (msg.event === 'phx_join') return this.join(msg);
    const channel = this.channels.get(msg.topic);
    if (!channel || (msg.join_ref !== null && msg.join_ref !== channel.joinRef)) {
      if (msg.event === 'phx_leave') this.reply(msg, 'ok', {});
      else if (msg.event !== 'access_token') this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    await channel.handle(msg);
  }

  private async join(msg: Message): Promise<void> {
    this.channels.get(msg.topic)?.teardown();
    const joinRef = msg.join_ref ?? msg.ref ?? '';
    const channel = new Channel(this, this.services, msg.topic, joinRef, (c) => {
      if (this.channels.get(c.topic) === c) this.channels.delete(c.topic);
    });
    try {
      const joined = await channel.join(msg);
      if (joined && this.released) channel.teardown();
      else if (joined) this.channels.set(msg.topic, channel);
    } catch (err) {
      if (!unavailableReason(err)) throw err;
      // The token check or the catalog needed the database and it is gone: an error reply, which
      // realtime-js reports as CHANNEL_ERROR and follows with a rejoin after its back-off.
      channel.teardown();
      this.reply(msg, 'error', { reason: `DatabaseUnavailable: ${(err as Error).message}` });
    }
  }

  private routeBinary(b: ReturnType<typeof decodeBinary>): void {
    const channel = this.channels.get(b.topic);
    if (channel && (b.join_ref === null || b.join_ref === channel.joinRef)) return channel.handleBinary(b);
    this.reply({ ...b, payload: null }, 'error', { reason: 'unmatched topic' });
  }

  private release(): void {
    this.released = true;
    for (const channel of [...this.channels.values()]) channel.teardown();
    this.channels.clear();
  }
}
