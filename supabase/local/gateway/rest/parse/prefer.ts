/** Parses the `Prefer` header: one comma-joined list of `key=value` tokens (postgrest-js appends). */
import type { Preferences } from './ast';

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = { invalid: [] };
  if (!header) return prefs;
  for (const raw of header.split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const eq = token.indexOf('=');
    const key = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (key === 'timezone' || key === 'params') {
      continue;
    } else if (ALLOWED[key]?.includes(value)) {
      (prefs as unknown as Record<string, string>)[key] = value;
    } else {
      prefs.invalid.push(token);
    }
  }
  return prefs;
}
