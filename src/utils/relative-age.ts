// A relative age as the dropdown and lists show it (product-spec §9): whole minutes under 60
// ('5m'), whole hours under 1,440 minutes ('3h'), then whole days ('2d'). A time in the future
// (a clock ahead of ours) counts as now.
export function relativeAge(createdAt: string | Date, now: Date = new Date()): string {
  const at = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const ms = now.getTime() - at.getTime();
  if (!Number.isFinite(ms)) return '';
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}h`;
  return `${Math.floor(minutes / 1440)}d`;
}
