// The user's conversations for the list panel, read from the local database: title, preview of
// the latest message, unread count and who else is in each, newest activity first. Every part
// is a reactive query, so an incoming message updates the preview and count at once.
import { combineLatest, distinctUntilChanged, map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import type { ConversationDoc } from '@sync/collections/conversations/schema';
import type { ConversationMessageDoc } from '@sync/collections/conversation-messages/schema';
import type { CompanyDoc } from '@sync/collections/companies/schema';
import type { ConversationParticipantDoc } from '@sync/collections/conversation-participants/schema';
import type { UserProfileDoc } from '@sync/collections/user-profiles/schema';
import type { EveeDatabase } from '@sync/database';
import { messagePreview, type Preview } from '../utils/preview';
import { applicationTitle, isOwnName } from '../utils/application-title';
import { conversationTitle, personName, stripChatWith } from '../utils/title';
import { useObservable } from './use-observable';

export interface ConversationSummary {
  id: string;
  title: string;
  category: string;
  companyId: string | null;
  jobApplicationId: string | null;
  myUserType: string | null;
  otherUserIds: string[];
  otherUserTypes: string[];
  unreadCount: number;
  preview: Preview;
  lastActivity: string;
  /** Who the conversation looks like: the other person of a direct chat, else the conversation itself. */
  avatar: { name: string; src: string | null };
}

type Json<T> = { toJSON(): T };
const plain = <T>(docs: Json<T>[]) => docs.map((d) => d.toJSON() as T);

function latestMessages(db: EveeDatabase, ids: string[]): Observable<Map<string, ConversationMessageDoc>> {
  if (!ids.length) return of(new Map());
  return combineLatest(
    ids.map((id) =>
      db.conversation_messages
        .findOne({ selector: { conversation_id: id }, sort: [{ newest_first: 'asc' }] })
        .$.pipe(map((doc) => [id, doc?.toJSON() as ConversationMessageDoc | undefined] as const)),
    ),
  ).pipe(map((pairs) => new Map(pairs.filter((p): p is [string, ConversationMessageDoc] => !!p[1]))));
}

/** The title the reader sees: application chats name the candidate and the job (never the reader). */
function titleFor(
  c: ConversationDoc,
  me: ConversationParticipantDoc,
  others: ConversationParticipantDoc[],
  participants: ConversationParticipantDoc[],
  byUser: Map<string, UserProfileDoc>,
  companyNames: Map<string, string>,
  ownName: string | null,
): string {
  const name = (id: string) => (byUser.has(id) ? personName(byUser.get(id)) : '');
  if (c.conversation_category === 'application') {
    const candidate = participants.find((p) => p.conversation_id === c.id && p.user_type === 'talent');
    return applicationTitle({
      title: c.title,
      candidateName: candidate ? name(candidate.user_id) || null : null,
      companyName: c.company_id ? (companyNames.get(c.company_id) ?? null) : null,
      viewerIsCandidate: me.user_type === 'talent' || candidate?.user_id === me.user_id,
      ownName,
    });
  }
  const untitled = c.title && isOwnName(stripChatWith(c.title), ownName) ? { ...c, title: null } : c;
  return conversationTitle(
    untitled,
    others.map((o) => name(o.user_id)),
  );
}

export function summarise(
  conversations: ConversationDoc[],
  participants: ConversationParticipantDoc[],
  profiles: UserProfileDoc[],
  latest: Map<string, ConversationMessageDoc>,
  userId: string,
  companies: Pick<CompanyDoc, 'id' | 'name'>[] = [],
): ConversationSummary[] {
  const byUser = new Map(profiles.map((p) => [p.user_id, p]));
  const companyNames = new Map(companies.map((c) => [c.id, c.name]));
  const ownName = byUser.has(userId) ? personName(byUser.get(userId)) : null;
  const active = participants.filter((p) => p.is_active);
  const mine = new Map(active.filter((p) => p.user_id === userId).map((p) => [p.conversation_id, p]));
  return conversations
    .filter((c) => mine.has(c.id) && !c.is_archived)
    .map((c) => {
      const others = active.filter((p) => p.conversation_id === c.id && p.user_id !== userId);
      const last = latest.get(c.id);
      const me = mine.get(c.id)!;
      const title = titleFor(c, me, others, participants, byUser, companyNames, ownName);
      const person =
        c.conversation_type === 'direct' && others.length === 1 ? byUser.get(others[0]!.user_id) : undefined;
      return {
        id: c.id,
        title,
        avatar: person
          ? { name: personName(person), src: person.avatar_url ?? null }
          : { name: title, src: c.avatar_url ?? null },
        category: c.conversation_category ?? 'general',
        companyId: c.company_id ?? null,
        jobApplicationId: c.job_application_id ?? null,
        myUserType: me.user_type ?? null,
        otherUserIds: others.map((o) => o.user_id),
        otherUserTypes: others.map((o) => o.user_type ?? ''),
        unreadCount: me.unread_count,
        preview: messagePreview(last),
        lastActivity: last?.created_at ?? c.last_message_at ?? c.created_at,
      };
    })
    .sort((a, b) => Date.parse(b.lastActivity) - Date.parse(a.lastActivity));
}

export function conversationSummaries$(db: EveeDatabase, userId: string): Observable<ConversationSummary[]> {
  const conversations$ = db.conversations.find().$.pipe(
    map((d) => plain<ConversationDoc>(d)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const latest$ = conversations$.pipe(
    map((list) => list.map((c) => c.id).join(',')),
    distinctUntilChanged(),
    switchMap((ids) => latestMessages(db, ids ? ids.split(',') : [])),
  );
  return combineLatest([
    conversations$,
    db.conversation_participants.find().$.pipe(map((d) => plain<ConversationParticipantDoc>(d))),
    db.user_profiles.find().$.pipe(map((d) => plain<UserProfileDoc>(d))),
    latest$,
    db.companies.find().$.pipe(map((d) => plain<CompanyDoc>(d))),
  ]).pipe(
    map(([conversations, participants, profiles, latest, companies]) =>
      summarise(conversations, participants, profiles, latest, userId, companies),
    ),
  );
}

export function useConversations(db: EveeDatabase | undefined, userId: string | undefined) {
  return useObservable(() => (db && userId ? conversationSummaries$(db, userId) : null), null, [db, userId]);
}
