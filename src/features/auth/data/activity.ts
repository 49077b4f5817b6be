// When the signed-in person last did something (a key, a pointer, a touch, a scroll), in this
// tab or another: kept in memory, and in storage at most every few seconds so the other tabs
// see it and one idle tab does not sign out a person working in another.
import { readString, storageKeys, writeString } from '@/lib/storage';

const SHARE_EVERY_MS = 5_000;

let mine = 0;
let shared = 0;

/** `share` tells the other tabs at once (an answer to the warning), not within a few seconds. */
export function recordActivity(share = false, now = Date.now()): void {
  mine = now;
  if (share || now - shared >= SHARE_EVERY_MS) {
    shared = now;
    writeString(storageKeys.lastActivity, String(now));
  }
}

/** The latest activity of any tab. */
export function lastActivity(): number {
  return Math.max(mine, Number(readString(storageKeys.lastActivity)) || 0);
}

/** Whether a storage change is another tab's activity. */
export const isActivityKey = (key: string | null) => key === storageKeys.lastActivity;
