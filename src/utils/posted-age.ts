// When a job was published, in words: 'Posted today', 'Posted 3 days ago', 'Posted 2 weeks ago',
// 'Posted 5 months ago'. A time ahead of our clock counts as today.
export function postedAge(publishedAt: string | null | undefined, now: Date = new Date()): string | null {
  if (!publishedAt) return null;
  const ms = now.getTime() - new Date(publishedAt).getTime();
  if (!Number.isFinite(ms)) return null;
  const days = Math.max(0, Math.floor(ms / 86_400_000));
  const plural = (n: number, unit: string) => `Posted ${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (days === 0) return 'Posted today';
  if (days < 14) return plural(days, 'day');
  if (days < 60) return plural(Math.floor(days / 7), 'week');
  if (days < 730) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}
