/**
 * The participants of a conversation with their names and avatars, from the device: the same
 * rows as the server's conversation_participants_detailed view (participants joined with
 * user_profiles, 'User' for a missing name), live.
 */
import { combineLatest, map, type Observable } from 'rxjs';
import type { ConversationParticipantDoc } from '../collections/conversation-participants/schema';
import type { UserProfileDoc } from '../collections/user-profiles/schema';
import type { EveeDatabase } from '../database';

export interface ParticipantDetailed {
  id: string;
  conversation_id: string;
  user_id: string;
  unread_count: number;
  last_read_at: string | null;
  is_active: boolean;
  profile_avatar_url: string | null;
  display_name: string;
  user_type: string;
  participant_role: string;
  joined_at: string;
}

/** Pure: participants joined with the profiles at hand, in joining order. */
export function detailParticipants(
  participants: ConversationParticipantDoc[],
  profiles: UserProfileDoc[],
): ParticipantDetailed[] {
  const byUser = new Map(profiles.map((p) => [p.user_id, p]));
  return participants
    .map((p) => {
      const profile = byUser.get(p.user_id);
      return {
        id: p.id,
        conversation_id: p.conversation_id,
        user_id: p.user_id,
        unread_count: p.unread_count,
        last_read_at: p.last_read_at ?? null,
        is_active: p.is_active,
        profile_avatar_url: profile?.avatar_url ?? null,
        display_name: profile?.display_name ?? 'User',
        user_type: p.user_type ?? 'talent',
        participant_role: p.participant_role ?? 'member',
        joined_at: p.joined_at ?? '',
      };
    })
    .sort((a, b) => a.joined_at.localeCompare(b.joined_at) || a.id.localeCompare(b.id));
}

export function watchParticipantsDetailed(db: EveeDatabase, conversationId: string): Observable<ParticipantDetailed[]> {
  return combineLatest([
    db.conversation_participants.find({ selector: { conversation_id: conversationId } }).$,
    db.user_profiles.find().$,
  ]).pipe(
    map(([participants, profiles]) =>
      detailParticipants(
        participants.map((d) => d.toJSON() as ConversationParticipantDoc),
        profiles.map((d) => d.toJSON() as UserProfileDoc),
      ),
    ),
  );
}
