/**
 * Rules for public topics the app relies on, where an open Phoenix topic would let anyone
 * read or speak for others. `online-users` is the app's presence of signed-in people
 * (src/features/chat/data/use-presence.ts): only a signed-in user may join it, their presence
 * key is their token's `sub` whatever the client asks for, and clients may not broadcast on
 * it. Hosted Supabase would express this with a private channel and RLS on realtime.messages;
 * the local stack keeps the app's public channel and enforces the same outcome here. Pure.
 */
import type { Claims } from '../jwt';

export interface TopicRule {
  /** Only a signed-in user (role authenticated, with a sub) may join. */
  signedInOnly: boolean;
  /** The presence key (and a tracked `user_id`) comes from the token's sub. */
  presenceFromToken: boolean;
  /** Client broadcasts are refused. */
  noClientBroadcast: boolean;
}

const OPEN: TopicRule = { signedInOnly: false, presenceFromToken: false, noClientBroadcast: false };
const PRESENCE_OF_SIGNED_IN: TopicRule = { signedInOnly: true, presenceFromToken: true, noClientBroadcast: true };

const RULES: ReadonlyMap<string, TopicRule> = new Map([['online-users', PRESENCE_OF_SIGNED_IN]]);

/** The rule for a channel's name (the topic without `realtime:`). */
export function topicRule(name: string): TopicRule {
  return RULES.get(name) ?? OPEN;
}

/** The signed-in user's id, or null for anon, the service role and tokens without a sub. */
export function signedInUser(claims: Claims): string | null {
  return claims.role === 'authenticated' && typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
}

/** Upstream Realtime's wording when a topic may not be read (joined) or written (broadcast). */
export const cannotRead = (name: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`;
export const cannotWrite = (name: string) =>
  `Unauthorized: You do not have permissions to write to this Channel topic: ${name}`;
