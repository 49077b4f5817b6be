// A return path from a query string (?next=) is used only when it stays on this site: one
// leading slash, no scheme or host, no backslash tricks. Anything else is ignored, so a link
// can never send someone elsewhere after signing in.
const BASE = 'https://evee.invalid';

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
