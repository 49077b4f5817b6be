// A date or timestamp as a calendar day ('1 Dec 2026'); a bare date is read as that calendar
// day in the viewer's time zone, not as a UTC instant.
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDay(value: string | null): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}
