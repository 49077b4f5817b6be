// Web addresses a person gives for their avatar and links: absolute http(s) URLs only, so a
// profile never carries a javascript: link or a relative path that means nothing elsewhere.
export const URL_MAX_LENGTH = 2048;

export function isWebAddress(value: string, { httpsOnly = false } = {}): boolean {
  if (!value || value.length > URL_MAX_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    const allowed = httpsOnly ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:';
    return allowed && Boolean(url.hostname) && url.hostname.includes('.');
  } catch {
    return false;
  }
}
