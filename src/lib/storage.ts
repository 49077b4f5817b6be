// The one door to browser storage (localStorage and cookies). Every key the app keeps is named
// here, so signing out can clear them all and nothing is stored behind the app's back.
export const storageKeys = {
  workspaceMode: 'workspace_mode',
  theme: 'theme',
  selectedCompanyId: 'selected_company_id',
  lastKnownAccess: 'last_known_access',
  /** When the person last did something in any tab, for the idle sign-out. */
  lastActivity: 'last_activity',
  /** supabase-js keeps the session here (its storageKey option). */
  authSession: 'evee-auth',
  /** '1' or '0': runs the device database in a worker or not, over the build's choice. */
  databaseInWorker: 'db_worker',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeString(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch (err) {
    console.warn(`Could not store ${key}`, err);
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function removeItem(key: StorageKey): void {
  store()?.removeItem(key);
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
