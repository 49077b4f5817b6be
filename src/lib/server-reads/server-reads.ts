// The one query client of the app's server reads and the device store that keeps their answers,
// kept apart per person: every query key starts with the signed-in user's id (or 'visitor'),
// and each kept answer carries that id as its buster, so an answer read for one person is never
// restored for another on the same device. Signing out removes every kept answer (this module
// follows the auth events itself once loaded); answers of someone else found when it loads are
// dropped too. Loaded with the first screen that reads from the server, never with the shell.
import { hashKey, onlineManager, type QueryKey } from '@tanstack/react-query';
import { readString, storageKeys } from '@/lib/storage';
import { getSupabase, storedSession } from '@/lib/supabase';
import { whenIdle } from '@/utils/when-idle';
import { keptAnswerStorageKey } from './device-store';
import { answerPersister, createServerQueryClient, restoreKeptAnswer, type AnswerPersister } from './query-client';
import { keptAnswers } from './read-ahead';

export const serverQueryClient = createServerQueryClient();
// One store with the route's read ahead (read-ahead.ts): the first read of its key takes it.
const store = keptAnswers.storage;

const persisters = new Map<string, AnswerPersister>();

/** The device store's persister for answers read for `viewer`. */
export function persisterFor(viewer: string): AnswerPersister {
  let persister = persisters.get(viewer);
  if (!persister) {
    persister = answerPersister(store, viewer);
    persisters.set(viewer, persister);
  }
  return persister;
}

let seenSession: string | null = null;
let viewer = 'visitor';

/** Whom reads are made for now: the stored session's user id, or 'visitor'. */
export function currentViewer(): string {
  const raw = readString(storageKeys.authSession);
  if (raw !== seenSession) {
    seenSession = raw;
    viewer = storedSession()?.user.id ?? 'visitor';
  }
  return viewer;
}

/** The key a read is cached under: the viewer first, so no two people share an answer. */
export const queryKeyFor = (key: QueryKey): QueryKey => [currentViewer(), ...key];

/**
 * Puts the answer the route read ahead for `queryKey` (read-ahead.ts), if that read has finished,
 * into the client before the screen's first render: the figures are on that render rather than
 * one restore later. A read still under way is taken by the persister instead.
 */
export function restoreReadAhead(queryKey: QueryKey): void {
  if (serverQueryClient.getQueryCache().find({ queryKey, exact: true })) return;
  const raw = keptAnswers.takeSettled(keptAnswerStorageKey(hashKey(queryKey)));
  if (raw) restoreKeptAnswer(serverQueryClient, queryKey, raw, String(queryKey[0]));
}

/** Forgets every answer, in memory and on the device. */
export async function forgetAnswers(): Promise<void> {
  serverQueryClient.clear();
  await store.clear();
}

/** Follows the network and the sign-outs, and tidies the store: in a browser only (not the prerender). */
function start(): void {
  // The browser's own word on the network, from the start: TanStack Query assumes online until
  // told otherwise, and a reload while offline would try the network and report its failure.
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });

  void getSupabase().then(
    (client) =>
      client.auth.onAuthStateChange((event) => {
        if (event !== 'SIGNED_OUT') return;
        forgetAnswers().catch((err: unknown) => console.error('[server] forgetting the kept answers failed', err));
      }),
    (err: unknown) => console.error('[server] could not follow sign-outs to forget kept answers', err),
  );

  // Answers kept for someone else (who left without this module loaded) go once the page is idle.
  whenIdle(() => {
    persisterFor(currentViewer())
      .persisterGc()
      .catch((err: unknown) => console.error('[server] dropping old kept answers failed', err));
  }, 5_000);
}

if (typeof window !== 'undefined') start();
