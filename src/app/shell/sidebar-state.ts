// The sidebar's state: expanded, collapsed to icons, or hidden ('Hide Menu'), kept in a cookie
// for 7 days; and whether the mobile slide-over is open.
import { atom } from '@/lib/store';
import { readCookie, writeCookie } from '@/lib/storage';

export type SidebarState = 'expanded' | 'collapsed' | 'hidden';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function stored(): SidebarState {
  const value = readCookie(SIDEBAR_COOKIE);
  return value === 'collapsed' || value === 'hidden' ? value : 'expanded';
}

const baseAtom = atom<SidebarState>(stored());

export const sidebarStateAtom = atom(
  (get) => get(baseAtom),
  (_get, set, next: SidebarState) => {
    set(baseAtom, next);
    writeCookie(SIDEBAR_COOKIE, next, SIDEBAR_COOKIE_MAX_AGE);
  },
);

/** Ctrl/Meta+B and the header toggle: expanded ⇄ collapsed; a hidden menu comes back expanded. */
export function toggledSidebarState(state: SidebarState): SidebarState {
  return state === 'expanded' ? 'collapsed' : 'expanded';
}

export const mobileSidebarOpenAtom = atom(false);
