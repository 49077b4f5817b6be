// The unread badge text: nothing for zero, the count up to 99, then '99+' (product-spec §9).
export function unreadBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
