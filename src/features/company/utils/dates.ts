// Dates as the hiring screens show them. A plan's deadline is a calendar date ('2026-12-01'),
// so it is compared as a day in the viewer's time zone, not as a UTC instant.

/** The local calendar day of `now` as 'YYYY-MM-DD'. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A deadline is overdue from the day after it. */
export function isOverdue(deadline: string | null, now: Date): boolean {
  return !!deadline && deadline.slice(0, 10) < localDay(now);
}

/** Whole days from `from` to `now` (0 when `from` is in the future or unreadable). */
export function daysSince(from: string, now: Date): number {
  const ms = now.getTime() - new Date(from).getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 86_400_000)) : 0;
}

/** '3 days', '1 day', 'today'. */
export function ageInDays(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
