// Loose name matching for what people type: 'acme' finds 'Acme Robotics', 'daniel' finds
// 'Daniel Reyes', 'senior frontend' finds 'Senior Frontend Engineer'. Every word typed must
// start a word of the name, in any order; accents and case do not matter.

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);
}

export function nameMatches(name: string | null | undefined, query: string): boolean {
  if (!name) return false;
  const have = words(name);
  const want = words(query);
  return want.length > 0 && want.every((w) => have.some((h) => h.startsWith(w)));
}

/** The best of `items` for `query`: an exact name first, then the shortest name that matches. */
export function bestMatch<T>(items: T[], query: string, nameOf: (item: T) => string): T | undefined {
  const exact = items.find((i) => words(nameOf(i)).join(' ') === words(query).join(' '));
  if (exact) return exact;
  return items.filter((i) => nameMatches(nameOf(i), query)).sort((a, b) => nameOf(a).length - nameOf(b).length)[0];
}
