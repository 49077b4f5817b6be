// The toast of a picked interview time (product-spec §8): 'Interview scheduled for {x}' with
// 'Scheduled for {time}', the time in the person's own zone. Shared by the calendar and the
// notification the talent picks from.
import { notify } from '@/components/ui/toaster';

export function interviewScheduledToast(what: string, startsAt: string): void {
  const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(startsAt));
  notify('success', { title: `Interview scheduled for ${what}`, description: `Scheduled for ${time}` });
}
