// What an avatar shows when it has no picture (product-spec §9): initials from the first and
// last word of the name, or the first letter of the e-mail, on a background picked by hashing
// the name into a palette of 8. Pure, so the list and the tests agree on every person's colour.

/** Eight Chakra colour palettes whose subtle avatar (muted background, fg text) keeps contrast in both themes. */
export const AVATAR_PALETTE = ['blue', 'cyan', 'teal', 'green', 'orange', 'red', 'pink', 'purple'] as const;
export type AvatarPalette = (typeof AVATAR_PALETTE)[number];

const firstLetter = (word: string) => Array.from(word)[0] ?? '';

export function avatarInitials(name?: string | null, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 1) return firstLetter(words[0]!).toLocaleUpperCase();
  if (words.length > 1) return (firstLetter(words[0]!) + firstLetter(words[words.length - 1]!)).toLocaleUpperCase();
  const address = (email ?? '').trim();
  return address ? firstLetter(address).toLocaleUpperCase() : '?';
}

/** FNV-1a over the name's UTF-16 code units: stable across sessions and devices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function avatarPalette(name?: string | null, email?: string | null): AvatarPalette {
  const seed = (name ?? '').trim() || (email ?? '').trim();
  return AVATAR_PALETTE[hash(seed) % AVATAR_PALETTE.length]!;
}
