/**
 * Phoenix framing as @supabase/realtime-js speaks it. vsn 2.0.0: JSON arrays
 * `[join_ref, ref, topic, event, payload]` as text, plus binary "user broadcast" frames (kind 3
 * from clients, kind 4 to clients). vsn 1.0.0: JSON objects, never binary. Pure functions.
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A client's binary broadcast push, kept raw so it can be forwarded without re-encoding. */
export interface BinaryBroadcast {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  meta: string;
  /** 1 = JSON text, 0 = raw bytes. */
  encoding: number;
  body: Buffer;
}

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;

export function decodeText(text: string, vsn: Vsn): Message {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5)
      throw new FrameError('expected [join_ref, ref, topic, event, payload]');
    const [join_ref, ref, topic, event, payload] = parsed as unknown[];
    return checked({ join_ref, ref, topic, event, payload });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new FrameError('expected a message object');
  const o = parsed as Record<string, unknown>;
  return checked({
    join_ref: o.join_ref ?? null,
    ref: o.ref ?? null,
    topic: o.topic,
    event: o.event,
    payload: o.payload,
  });
}

function checked(m: Record<string, unknown>): Message {
  if (typeof m.topic !== 'string' || typeof m.event !== 'string')
    throw new FrameError('topic and event must be strings');
  const ref = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return { join_ref: ref(m.join_ref), ref: ref(m.ref), topic: m.topic, event: m.event, payload: m.payload ?? {} };
}

export function decodeBinary(buf: Buffer): BinaryBroadcast {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError('unsupported binary frame');
  const lens = [buf[1]!, buf[2]!, buf[3]!, buf[4]!, buf[5]!];
  const encoding = buf[6]!;
  let offset = 7;
  const fields = lens.map((len) => {
    if (offset + len > buf.length) throw new FrameError('truncated binary frame');
    const s = buf.toString('utf8', offset, offset + len);
    offset += len;
    return s;
  });
  const [joinRef, ref, topic, event, meta] = fields as [string, string, string, string, string];
  return { join_ref: joinRef || null, ref: ref || null, topic, event, meta, encoding, body: buf.subarray(offset) };
}

/** Text frame for a message; `rawPayload` is spliced in verbatim (already-serialised JSON). */
export function encodeText(m: Omit<Message, 'payload'>, payload: unknown, vsn: Vsn, rawPayload?: string): string {
  const body = rawPayload ?? JSON.stringify(payload);
  const jr = JSON.stringify(m.join_ref);
  const ref = JSON.stringify(m.ref);
  const topic = JSON.stringify(m.topic);
  const event = JSON.stringify(m.event);
  if (vsn === '2.0.0') return `[${jr},${ref},${topic},${event},${body}]`;
  return `{"join_ref":${jr},"ref":${ref},"topic":${topic},"event":${event},"payload":${body}}`;
}

/** Kind-4 frame for v2 receivers of a binary broadcast. */
export function encodeBinaryBroadcast(topic: string, b: BinaryBroadcast): Buffer {
  const t = Buffer.from(topic);
  const e = Buffer.from(b.event);
  const m = Buffer.from(b.meta);
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, m.length, b.encoding]);
  return Buffer.concat([header, t, e, m, b.body]);
}
