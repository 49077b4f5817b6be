// Refreshes the session 2 minutes before its access token runs out (product-spec §9).
// supabase-js 2.109 looks every 30 s and refreshes once fewer than four looks (120 s) remain, so
// its refresh lands anywhere from 120 to 90 s before expiry, and a request made in that gap may
// go with a token about to run out. A timer set for exactly 2 minutes before makes the rule
// hold; supabase-js's own look stays on behind it (a refresh that failed, a tab the browser
// throttled), and it shares one refresh in flight, so the two never refresh twice.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { scheduleRefresh } from '../utils/session-timing';

export function keepSessionFresh(client: SupabaseClient<Database>): () => void {
  let cancel = () => {};
  const follow = (session: Session | null) => {
    cancel();
    cancel = () => {};
    if (!session?.expires_at) return;
    cancel = scheduleRefresh(session.expires_at, () => {
      void client.auth.refreshSession().then(({ error }) => {
        // supabase-js keeps trying on its 30 s look; a refused token signs out there too.
        if (error) console.warn('Refreshing the session before it ran out failed', error);
      });
    });
  };
  // supabase-js warns against awaiting its own calls inside the callback: defer the work.
  const { data } = client.auth.onAuthStateChange((_event, session) => {
    setTimeout(() => follow(session), 0);
  });
  return () => {
    cancel();
    data.subscription.unsubscribe();
  };
}
