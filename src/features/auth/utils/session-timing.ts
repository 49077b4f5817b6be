// The session rules of product-spec §9, as timing alone (no browser, no supabase-js), so the
// rules are tested with fake timers: the token is refreshed 2 minutes before it runs out, and
// a person without activity for 30 minutes is signed out, warned 2 minutes before.

/** How long before the access token runs out it is refreshed. */
export const REFRESH_BEFORE_EXPIRY_MS = 2 * 60_000;
/** How long without activity before a person is signed out. */
export const IDLE_LIMIT_MS = 30 * 60_000;
/** How long before that sign-out the warning shows. */
export const IDLE_WARNING_MS = 2 * 60_000;

/**
 * The shortest wait before a refresh. A token that arrives with 2 minutes or less to live (a
 * server set to short tokens) would otherwise be refreshed again at once, without end; one that
 * has run out is refreshed by supabase-js itself as it starts.
 */
export const MIN_REFRESH_WAIT_MS = 10_000;

/** Milliseconds from `now` until the refresh is due. */
export function refreshDelay(expiresAtSeconds: number, now: number): number {
  return Math.max(MIN_REFRESH_WAIT_MS, expiresAtSeconds * 1000 - REFRESH_BEFORE_EXPIRY_MS - now);
}

/** Calls `refresh` once, 2 minutes before `expiresAtSeconds`; returns a cancel. */
export function scheduleRefresh(expiresAtSeconds: number, refresh: () => void, now = Date.now()): () => void {
  const timer = setTimeout(refresh, refreshDelay(expiresAtSeconds, now));
  return () => clearTimeout(timer);
}

export type IdlePhase =
  { phase: 'active'; warnAt: number } | { phase: 'warning'; signOutAt: number } | { phase: 'expired' };

/** Where a person stands, given their last activity. */
export function idlePhase(lastActivity: number, now: number): IdlePhase {
  const signOutAt = lastActivity + IDLE_LIMIT_MS;
  if (now >= signOutAt) return { phase: 'expired' };
  if (now >= signOutAt - IDLE_WARNING_MS) return { phase: 'warning', signOutAt };
  return { phase: 'active', warnAt: signOutAt - IDLE_WARNING_MS };
}

export interface IdleWatch {
  /** Looks again now: activity was recorded here or in another tab. */
  check: () => void;
  stop: () => void;
}

/**
 * Tells `onPhase` each time the phase changes (warning, back to active, expired), waking only at
 * the next boundary. The last activity is read afresh at every look, since another tab may have
 * moved it.
 */
export function watchIdle(lastActivity: () => number, onPhase: (phase: IdlePhase) => void): IdleWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let told: IdlePhase['phase'] | null = null;
  let stopped = false;
  const look = () => {
    clearTimeout(timer);
    if (stopped) return;
    const now = Date.now();
    const current = idlePhase(lastActivity(), now);
    if (current.phase !== told) {
      told = current.phase;
      onPhase(current);
    }
    if (current.phase === 'expired') return;
    timer = setTimeout(look, (current.phase === 'active' ? current.warnAt : current.signOutAt) - now);
  };
  look();
  return {
    check: look,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
