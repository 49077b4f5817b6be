// How old an answer on screen is, in words: 'Updated just now', 'Updated 5 minutes ago',
// 'Updated 3 hours ago', 'Updated yesterday', 'Updated 4 days ago'. A time ahead of our clock
// counts as just now.
const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

export function updatedAge(updatedAt: Date, now: Date = new Date()): string {
  const ms = now.getTime() - updatedAt.getTime();
  if (!Number.isFinite(ms) || ms < 60_000) return 'Updated just now';
  for (const [unit, size] of units) {
    if (ms >= size) return `Updated ${words.format(-Math.floor(ms / size), unit)}`;
  }
  return 'Updated just now';
}
