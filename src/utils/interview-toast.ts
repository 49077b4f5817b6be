// Picking an interview time, as the calendar and the notification the talent picks from both
// do: the pick, then the spec's toast (product-spec §8) 'Interview scheduled for {x}' with
// 'Scheduled for {time}' in the person's own zone, or the refusal in words.
import { notify } from '@/components/ui/toaster';

function interviewScheduledToast(what: string, startsAt: string): void {
  const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(startsAt));
  notify('success', { title: `Interview scheduled for ${what}`, description: `Scheduled for ${time}` });
}

/** Runs the pick and tells the person how it went; resolves true when it was taken. */
export async function pickInterviewTime(
  pick: () => Promise<unknown>,
  what: string,
  startsAt: string,
): Promise<boolean> {
  try {
    await pick();
    interviewScheduledToast(what, startsAt);
    return true;
  } catch (err) {
    console.error('[calendar] picking an interview time failed', err);
    notify('error', { title: 'Not picked', description: err instanceof Error ? err.message : String(err) });
    return false;
  }
}
