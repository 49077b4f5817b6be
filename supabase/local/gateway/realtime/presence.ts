/**
 * Presence for one topic: who tracks what under which key, as Phoenix Presence reports it
 * (`{key: {metas: [{phx_ref, ...state}]}}`), and the diffs that track, untrack and leaving
 * produce. Each tracking channel owns at most one meta. Pure state, no I/O.
 */

export interface Meta {
  phx_ref: string;
  phx_ref_prev?: string;
  [field: string]: unknown;
}

export type PresenceMap = Record<string, { metas: Meta[] }>;

export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

interface Entry {
  key: string;
  meta: Meta;
  state: string;
}

let refCounter = 0;
const nextRef = () => `F${Date.now().toString(36)}${(++refCounter).toString(36)}`;

function add(map: PresenceMap, key: string, meta: Meta): PresenceMap {
  (map[key] ??= { metas: [] }).metas.push(meta);
  return map;
}

export class TopicPresence<Owner> {
  private readonly entries = new Map<Owner, Entry>();

  get size(): number {
    return this.entries.size;
  }

  state(): PresenceMap {
    const map: PresenceMap = {};
    for (const { key, meta } of this.entries.values()) add(map, key, meta);
    return map;
  }

  /** Null when nothing changed (re-tracking identical state). */
  track(owner: Owner, key: string, payload: Record<string, unknown>): PresenceDiff | null {
    const state = JSON.stringify(payload);
    const prev = this.entries.get(owner);
    if (prev && prev.key === key && prev.state === state) return null;
    const meta: Meta = { ...payload, phx_ref: nextRef() };
    if (prev) meta.phx_ref_prev = prev.meta.phx_ref;
    this.entries.set(owner, { key, meta, state });
    const diff: PresenceDiff = { joins: add({}, key, meta), leaves: {} };
    if (prev) add(diff.leaves, prev.key, prev.meta);
    return diff;
  }

  /** Null when the owner was not tracking. */
  untrack(owner: Owner): PresenceDiff | null {
    const prev = this.entries.get(owner);
    if (!prev) return null;
    this.entries.delete(owner);
    return { joins: {}, leaves: add({}, prev.key, prev.meta) };
  }
}
