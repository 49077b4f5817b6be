/**
 * Topics shared by channels across sockets: membership, broadcast fan-out (honouring `self`)
 * and presence diffs to every member. Binary broadcasts go on as binary to vsn 2 members and
 * as JSON to vsn 1 members (JSON payloads only; raw bytes cannot be put in a v1 frame).
 */
import { encodeBinaryBroadcast, encodeText, type BinaryBroadcast, type Vsn } from './serializer';
import { TopicPresence, type PresenceDiff, type PresenceMap } from './presence';

export interface Member {
  readonly topic: string;
  readonly vsn: Vsn;
  readonly joinRef: string;
  readonly selfBroadcast: boolean;
  send(frame: string | Buffer): void;
}

interface Topic {
  members: Set<Member>;
  presence: TopicPresence<Member>;
}

export type BroadcastPayload = { event: string; payload: unknown; meta?: unknown } | BinaryBroadcast;

export class Hub {
  private readonly topics = new Map<string, Topic>();

  join(m: Member): void {
    let t = this.topics.get(m.topic);
    if (!t) this.topics.set(m.topic, (t = { members: new Set(), presence: new TopicPresence() }));
    t.members.add(m);
  }

  /** Removes the member and tells the others that its presence left. */
  leave(m: Member): void {
    const t = this.topics.get(m.topic);
    if (!t) return;
    t.members.delete(m);
    const diff = t.presence.untrack(m);
    if (diff) this.sendDiff(t, m.topic, diff);
    if (!t.members.size && !t.presence.size) this.topics.delete(m.topic);
  }

  presenceState(topic: string): PresenceMap {
    return this.topics.get(topic)?.presence.state() ?? {};
  }

  track(m: Member, key: string, state: Record<string, unknown>): void {
    const t = this.topics.get(m.topic);
    const diff = t?.presence.track(m, key, state);
    if (t && diff) this.sendDiff(t, m.topic, diff);
  }

  untrack(m: Member): void {
    const t = this.topics.get(m.topic);
    const diff = t?.presence.untrack(m);
    if (t && diff) this.sendDiff(t, m.topic, diff);
  }

  broadcast(from: Member, message: BroadcastPayload): void {
    const t = this.topics.get(from.topic);
    if (!t) return;
    const binary = 'body' in message;
    let json: string | null = null;
    let bin: Buffer | null = null;
    for (const m of t.members) {
      if (m === from && !from.selfBroadcast) continue;
      if (binary && m.vsn === '2.0.0') m.send((bin ??= encodeBinaryBroadcast(m.topic, message)));
      else {
        json ??= jsonBroadcast(message);
        if (json)
          m.send(encodeText({ join_ref: null, ref: null, topic: m.topic, event: 'broadcast' }, null, m.vsn, json));
      }
    }
  }

  private sendDiff(t: Topic, topic: string, diff: PresenceDiff): void {
    const body = JSON.stringify(diff);
    for (const m of t.members)
      m.send(encodeText({ join_ref: null, ref: null, topic, event: 'presence_diff' }, null, m.vsn, body));
  }
}

function jsonBroadcast(message: BroadcastPayload): string | null {
  if (!('body' in message)) {
    const out: Record<string, unknown> = { type: 'broadcast', event: message.event, payload: message.payload };
    if (message.meta !== undefined) out.meta = message.meta;
    return JSON.stringify(out);
  }
  if (message.encoding !== 1) return null;
  const meta = message.meta ? `,"meta":${message.meta}` : '';
  return `{"type":"broadcast","event":${JSON.stringify(message.event)},"payload":${message.body.toString('utf8')}${meta}}`;
}
