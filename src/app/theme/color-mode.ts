// The theme choice (light, dark or system; system by default), kept in browser storage and
// applied as Chakra's `.dark` class on <html>. A change marks a 600 ms transition so colours
// fade instead of flashing (product-spec §4).
import { atom } from '@/lib/store';
import { readString, storageKeys, writeString } from '@/lib/storage';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_TRANSITION_MS = 600;

function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function storedThemePreference(): ThemePreference {
  const stored = readString(storageKeys.theme);
  return isThemePreference(stored) ? stored : 'system';
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

export function resolveTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return preference;
}

export function applyTheme(preference: ThemePreference): void {
  const root = document.documentElement;
  const resolved = resolveTheme(preference);
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
  root.dataset.theme = preference;
}

let transitionTimer: ReturnType<typeof setTimeout> | undefined;

function markTransition(): void {
  const root = document.documentElement;
  root.setAttribute('data-theme-transition', '');
  clearTimeout(transitionTimer);
  transitionTimer = setTimeout(() => root.removeAttribute('data-theme-transition'), THEME_TRANSITION_MS);
}

const baseThemeAtom = atom<ThemePreference>(storedThemePreference());

export const themePreferenceAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, next: ThemePreference) => {
    set(baseThemeAtom, next);
    writeString(storageKeys.theme, next);
    markTransition();
    applyTheme(next);
  },
);

/** Follows the operating system while the choice is 'system'. Returns the unsubscribe. */
export function watchSystemTheme(getPreference: () => ThemePreference): () => void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  if (!query) return () => {};
  const onChange = () => {
    if (getPreference() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
