/**
 * Replication of profiles: our handlers, because every account's profile is readable and the
 * mirror keeps only the user's own and those of people they chat with (the scope: their own
 * id plus the participants of their conversations, growing as conversations do). The user
 * edits their names and avatar; the update is guarded on the server's updated_at, and on a
 * conflict the server wins.
 */
import { map } from 'rxjs';
import type { TableSync } from '../../replication/types';
import type { UserProfileDoc } from './schema';

export const userProfilesSync: TableSync<UserProfileDoc> = {
  table: 'user_profiles',
  via: 'handlers',
  scope: {
    column: 'user_id',
    keys: ({ db, userId }) =>
      db.conversation_participants
        .find()
        .$.pipe(map((participants) => [...new Set([userId, ...participants.map((p) => p.user_id)])].sort())),
  },
  async push({ newDocumentState: doc, assumedMasterState: before }, ctx) {
    if (doc.user_id !== ctx.userId) throw { code: '42501', message: 'You can only edit your own profile' };
    if (before) {
      const { display_name, first_name, last_name, avatar_url } = doc;
      const { data, error } = await ctx.client
        .from(ctx.table)
        .update({ display_name, first_name, last_name, avatar_url })
        .eq('id', doc.id)
        .eq('updated_at', before.updated_at)
        .select('id');
      if (error) throw error;
      if (data.length) return undefined;
    }
    return ctx.fetchRow(doc.id);
  },
};
