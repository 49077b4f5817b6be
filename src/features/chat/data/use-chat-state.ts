// What every view of the chats reads (the /chat screen and the floating chat): the signed-in
// session and its client, the conversations with their membership, presence and the user's own
// name, the screen's width class; and, while one is mounted, the hand-over of unsent messages to
// the service worker's Background Sync.
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useSyncClient, useSyncSession } from '@/lib/sync-session';
import { useBackgroundSync } from './use-background-sync';
import { useConversations } from './use-conversations';
import { useMembership } from './use-membership';
import { useOwnName } from './use-own-name';
import { usePresence } from './use-presence';

export function useChatState() {
  const session = useSyncSession();
  // A returning visit opens the database before supabase-js arrives: the client comes later.
  const synced = useSyncClient();
  const client = session ? synced : null;
  const isMobile = useIsMobile();
  const conversations = useConversations(session?.db, session?.userId);
  const membership = useMembership(session);
  const online = usePresence(client, session?.userId);
  const userName = useOwnName(session);
  useBackgroundSync(session, client);
  return { session, client, isMobile, conversations, membership, online, userName };
}
