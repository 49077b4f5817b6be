/**
 * One joined channel of one socket: the identity it acts under (claims from its access token,
 * re-checked on refresh and at expiry), its postgres_changes subscriptions, its broadcast
 * options and presence key. Handles the pushes a joined channel receives (access_token,
 * broadcast, presence, phx_leave) and ends with a system error and phx_close when its token
 * stops being valid, as Supabase Realtime does.
 */
import { randomUUID } from 'node:crypto';
import type { Claims } from '../jwt';
import type { Hub, Member } from './broadcast';
import type { Catalog } from './catalog';
import type { PostgresChanges, Subscriber, Subscription } from './postgres-changes';
import { claimKey } from './authorizer';
import { needsFreshCatalog, prepareBindings } from './bindings';
import { encodeText, type BinaryBroadcast, type Message, type Vsn } from './serializer';
import { authenticate } from './token';
import { cannotRead, cannotWrite, signedInUser, topicRule, type TopicRule } from './topic-rules';
import type { LiveSession } from '../live-session';

export interface RealtimeServices {
  hub: Hub;
  changes: PostgresChanges;
  jwtSecret: string;
  liveSession: LiveSession;
  catalog(): Catalog;
  refreshCatalog(): Promise<Catalog>;
  log: (line: string) => void;
}

export interface Conn {
  readonly vsn: Vsn;
  readonly apikey: string;
  send(frame: string | Buffer): void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export class Channel implements Member, Subscriber {
  claims: Claims = { role: 'anon' };
  claimKey = '';
  selfBroadcast = false;
  private token = '';
  private ack = false;
  private presenceKey: string = randomUUID();
  private subs: Subscription[] = [];
  private expiry: NodeJS.Timeout | null = null;
  private closed = false;
  readonly name: string;
  private readonly rule: TopicRule;

  constructor(
    private readonly conn: Conn,
    private readonly services: RealtimeServices,
    readonly topic: string,
    readonly joinRef: string,
    private readonly onClosed: (c: Channel) => void,
  ) {
    this.name = topic.replace(/^realtime:/, '');
    this.rule = topicRule(this.name);
  }

  get vsn(): Vsn {
    return this.conn.vsn;
  }

  send(frame: string | Buffer): void {
    if (!this.closed) this.conn.send(frame);
  }

  sendChange(payloadJson: string): void {
    this.send(
      encodeText(
        { join_ref: null, ref: null, topic: this.topic, event: 'postgres_changes' },
        null,
        this.vsn,
        payloadJson,
      ),
    );
  }

  sendSystem(status: 'ok' | 'error', message: string): void {
    if (!this.closed) this.system('postgres_changes', status, message);
  }

  private push(event: string, payload: unknown, ref: string | null = null, joinRef: string | null = null): void {
    this.conn.send(encodeText({ join_ref: joinRef, ref, topic: this.topic, event }, payload, this.vsn));
  }

  reply(msg: Message, status: 'ok' | 'error', response: unknown): void {
    this.push('phx_reply', { status, response }, msg.ref, msg.join_ref);
  }

  private system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.name });
  }

  /** Returns false (after replying with the reason) when the join is refused. */
  async join(msg: Message): Promise<boolean> {
    const payload = obj(msg.payload);
    const config = obj(payload.config);
    const refuse = (reason: string) => (this.reply(msg, 'error', { reason }), false);
    if (!this.name) return refuse('TopicNameRequired: You must provide a topic name');
    if (config.private === true)
      return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${this.name}`);
    const token = pickToken(payload) ?? this.conn.apikey;
    const auth = await authenticate(token, this.services.jwtSecret, this.services.liveSession);
    if ('error' in auth) return refuse(`InvalidJWTToken: ${auth.error}`);
    if (this.rule.signedInOnly && !signedInUser(auth.claims)) return refuse(cannotRead(this.name));
    this.setIdentity(token, auth.claims);

    const broadcast = obj(config.broadcast);
    this.selfBroadcast = broadcast.self === true;
    this.ack = broadcast.ack === true;
    const presence = obj(config.presence);
    if (typeof presence.key === 'string' && presence.key) this.presenceKey = presence.key;

    let catalog = this.services.catalog();
    if (needsFreshCatalog(config.postgres_changes, catalog)) catalog = await this.services.refreshCatalog();
    const prepared = prepareBindings(config.postgres_changes, catalog, () => this.services.changes.newId());
    this.subs = prepared.specs.map((spec) => ({ ...spec, owner: this }));
    for (const s of this.subs) this.services.changes.add(s);
    this.services.hub.join(this);

    this.reply(msg, 'ok', { postgres_changes: prepared.echoes });
    if (presence.enabled !== false)
      this.push('presence_state', this.services.hub.presenceState(this.topic), null, this.joinRef);
    for (const error of prepared.errors) this.system('postgres_changes', 'error', error);
    if (this.subs.length) this.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    if (broadcast.replication_ready === true) this.system('system', 'ok', 'Replication connection established');
    return true;
  }

  private setIdentity(token: string, claims: Claims): void {
    this.token = token;
    this.claims = claims;
    this.claimKey = claimKey(claims);
    if (this.expiry) clearTimeout(this.expiry);
    this.expiry = null;
    // A token checked while the channel closed (its socket gone mid-check) arms nothing.
    if (typeof claims.exp === 'number' && !this.closed) {
      const ms = Math.max(0, claims.exp * 1000 - Date.now());
      this.expiry = setTimeout(() => this.shutdown('Token has expired 0 seconds ago'), Math.min(ms, MAX_TIMER_MS));
    }
  }

  async handle(msg: Message): Promise<void> {
    const payload = obj(msg.payload);
    switch (msg.event) {
      case 'access_token':
        return this.refresh(payload);
      case 'broadcast':
        if (this.rule.noClientBroadcast) return this.reply(msg, 'error', { reason: cannotWrite(this.name) });
        if (typeof payload.event === 'string')
          this.services.hub.broadcast(this, { event: payload.event, payload: payload.payload, meta: payload.meta });
        if (this.ack) this.reply(msg, 'ok', {});
        return;
      case 'presence':
        if (payload.event === 'track') this.track(obj(payload.payload));
        else if (payload.event === 'untrack') this.services.hub.untrack(this);
        this.reply(msg, 'ok', {});
        return;
      case 'phx_leave':
        this.reply(msg, 'ok', {});
        this.push('phx_close', {}, this.joinRef, this.joinRef);
        return this.teardown();
      default:
        this.reply(msg, 'error', { reason: `unknown event ${msg.event}` });
    }
  }

  /** On a topic whose presence follows the token, the key and `user_id` are the caller's own id. */
  private track(state: Record<string, unknown>): void {
    const user = this.rule.presenceFromToken ? signedInUser(this.claims) : null;
    if (user) this.services.hub.track(this, user, { ...state, user_id: user });
    else this.services.hub.track(this, this.presenceKey, state);
  }

  handleBinary(b: BinaryBroadcast): void {
    if (this.rule.noClientBroadcast) {
      this.reply({ ...b, payload: null }, 'error', { reason: cannotWrite(this.name) });
      return;
    }
    if (b.encoding === 1) {
      try {
        JSON.parse(b.body.toString('utf8'));
      } catch {
        if (this.ack) this.reply({ ...b, payload: null }, 'error', { reason: 'Broadcast payload is not valid JSON' });
        return;
      }
    }
    this.services.hub.broadcast(this, b);
    if (this.ack) this.reply({ ...b, payload: null }, 'ok', {});
  }

  private async refresh(payload: Record<string, unknown>): Promise<void> {
    const token = typeof payload.access_token === 'string' ? payload.access_token : null;
    if (!token || token.startsWith('sb_') || token === this.token) return;
    const auth = await authenticate(token, this.services.jwtSecret, this.services.liveSession);
    if ('error' in auth) return this.shutdown(auth.error);
    // A topic for signed-in people stays theirs: a token of anyone else (or anon) ends the channel.
    if (this.rule.signedInOnly && signedInUser(auth.claims) !== signedInUser(this.claims))
      return this.shutdown(cannotRead(this.name));
    this.setIdentity(token, auth.claims);
  }

  /** Ends the channel from the server side: a system error the client can see, then phx_close. */
  shutdown(message: string): void {
    if (this.closed) return;
    this.system('system', 'error', message);
    this.push('phx_close', {}, this.joinRef, this.joinRef);
    this.teardown();
  }

  /** Releases everything the channel holds; idempotent. */
  teardown(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.expiry) clearTimeout(this.expiry);
    for (const s of this.subs) this.services.changes.remove(s);
    this.subs = [];
    this.services.hub.leave(this);
    this.onClosed(this);
  }
}

function pickToken(payload: Record<string, unknown>): string | null {
  for (const key of ['access_token', 'user_token']) {
    const v = payload[key];
    if (typeof v === 'string' && v && !v.startsWith('sb_')) return v;
  }
  return null;
}
