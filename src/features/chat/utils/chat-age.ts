// How long ago a conversation last moved, as the list shows it (product-spec §9): whole days
// from 1,440 minutes ('2d'), whole hours from 60 ('3h'), and 'now' below an hour. A time ahead
// of the device's clock counts as now.
export function chatAge(at: string, now: Date): string {
  const ms = now.getTime() - Date.parse(at);
  if (!Number.isFinite(ms)) return '';
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes >= 1440) return `${Math.floor(minutes / 1440)}d`;
  if (minutes >= 60) return `${Math.floor(minutes / 60)}h`;
  return 'now';
}
