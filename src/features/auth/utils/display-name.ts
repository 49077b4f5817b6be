// A person's display name (product-spec §3): the profile's, then the account metadata's
// display_name, full_name or name, then the e-mail's local part, then 'User'.
export function displayName(
  profileName: string | null | undefined,
  metadata: Record<string, unknown> | undefined,
  email: string | null | undefined,
): string {
  const fromMeta = ['display_name', 'full_name', 'name']
    .map((key) => metadata?.[key])
    .find((value): value is string => typeof value === 'string' && value.trim().length > 0);
  return profileName?.trim() || fromMeta?.trim() || email?.split('@')[0] || 'User';
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = words[0]![0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}
