// 'Contact {first name}' on a candidate's profile: asks the server for the application's conversation
// (open_application_conversation makes it the first time, idempotent after), waits until the
// conversation and the user's place in it have reached the device (the floating chat opens only
// what its list holds), then asks the chat to open its window. Needs a connection: the server
// decides who may talk to whom, so this is not queued offline.
import { combineLatest, filter, firstValueFrom, map, timeout } from 'rxjs';
import type { EveeDatabase } from '@sync/database';
import { getSupabase } from '@/lib/supabase';

export const OPEN_CHAT_EVENT = 'open-chat-window';
const ARRIVAL_TIMEOUT_MS = 8000;

export class OfflineError extends Error {
  constructor() {
    super('Opening a chat needs a connection. Try again when you are back online.');
    this.name = 'OfflineError';
  }
}

/** The server refused: the caller has no relationship with the person (42501). */
export class NotAllowedError extends Error {
  constructor() {
    super('You can only message people you work with.');
    this.name = 'NotAllowedError';
  }
}

async function waitForConversation(db: EveeDatabase, userId: string, conversationId: string) {
  const arrived$ = combineLatest([
    db.conversations.findOne(conversationId).$,
    db.conversation_participants.findOne({ selector: { conversation_id: conversationId, user_id: userId } }).$,
  ]).pipe(
    map(([conversation, me]) => !!conversation && !!me?.is_active),
    filter(Boolean),
    timeout(ARRIVAL_TIMEOUT_MS),
  );
  try {
    await firstValueFrom(arrived$);
  } catch {
    // Late replication: the chat still tries to open it, and says so if it cannot.
    console.warn('[company] the application conversation has not reached the device yet', { conversationId });
  }
}

/** Resolves with the conversation id once the chat window has been asked to open. */
export async function openApplicationChat(db: EveeDatabase, userId: string, applicationId: string): Promise<string> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  const client = await getSupabase();
  const { data, error } = await client.rpc('open_application_conversation', { application_id: applicationId });
  if (error?.code === '42501') throw new NotAllowedError();
  if (error || typeof data !== 'string') {
    throw new Error(error?.message ?? 'The server did not return a conversation', { cause: error });
  }
  await waitForConversation(db, userId, data);
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: { conversationId: data } }));
  return data;
}
