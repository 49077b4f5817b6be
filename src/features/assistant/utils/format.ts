// Small words for answers: counts with their noun, how long ago, a date and time to read.

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function daysBetween(from: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 86_400_000));
}

export function ago(from: string, now: Date): string {
  const days = daysBetween(from, now);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

export function when(iso: string, timeZone?: string | null): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return date.toLocaleString('en-US', timeZone ? { ...options, timeZone } : options);
  } catch {
    return date.toLocaleString('en-US', options);
  }
}

export function quote(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const statusLabels: Record<string, string> = {
  reviewing: 'In review',
  interviewed: 'Interviewed',
  rejected: 'Not selected',
  hired: 'Hired',
  talent_reserved: 'Talent pool',
};
