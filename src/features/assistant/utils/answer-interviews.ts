// 'My interviews this week': the calendar's events on the device in a range of days, interviews
// first (any event when there is no interview), cancelled ones left out.
import type { CalendarEventLite } from '@sync/assistant/calendar-events';
import type { Answer, AnswerContext, Citation } from './answer-types';
import { device } from './answer-parts';
import { plural, when } from './format';
import type { InterviewRange } from './intents';
import { applicationHref, calendarHref } from './links';

function startOfDay(d: Date) {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** [from, to) of the range, weeks from Monday, in the device's time zone. */
export function rangeBounds(range: InterviewRange, now: Date): [Date, Date] {
  const today = startOfDay(now);
  const day = 86_400_000;
  const monday = new Date(today.getTime() - ((today.getDay() + 6) % 7) * day);
  switch (range) {
    case 'today':
      return [today, new Date(today.getTime() + day)];
    case 'tomorrow':
      return [new Date(today.getTime() + day), new Date(today.getTime() + 2 * day)];
    case 'this_week':
      return [monday, new Date(monday.getTime() + 7 * day)];
    case 'next_week':
      return [new Date(monday.getTime() + 7 * day), new Date(monday.getTime() + 14 * day)];
    default:
      return [now, new Date(now.getTime() + 60 * day)];
  }
}

const rangeWords: Record<InterviewRange, string> = {
  today: 'today',
  tomorrow: 'tomorrow',
  this_week: 'this week',
  next_week: 'next week',
  upcoming: 'coming up',
};

export function answerInterviews({ data, mode, now }: AnswerContext, range: InterviewRange): Answer {
  const [from, to] = rangeBounds(range, now);
  const inRange = (e: CalendarEventLite) =>
    e.status !== 'cancelled' && new Date(e.ends_at || e.starts_at) > from && new Date(e.starts_at) < to;
  const events = data.events.filter(inRange).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const interviews = events.filter((e) => e.kind === 'interview');
  const shown = interviews.length ? interviews : events;
  if (!shown.length)
    return device(`No interviews on your calendar ${rangeWords[range]}.`, {
      suggestions: ['Unread messages', 'Status of my applications'],
    });
  const citations: Citation[] = shown.map((e) => ({
    kind: 'event',
    id: e.id,
    label: e.title,
    // In the device's time zone, as the calendar shows it and the range is counted.
    detail: `${when(e.starts_at)}${e.status === 'proposed' ? ' · proposed, not confirmed yet' : ''}`,
    href:
      e.job_application_id && mode !== 'recruiter' ? applicationHref(mode, e.job_application_id) : calendarHref(mode),
  }));
  const noun = interviews.length ? plural(shown.length, 'interview') : plural(shown.length, 'event');
  return device(`You have ${noun} ${rangeWords[range]}.`, {
    citations,
    suggestions: range === 'this_week' ? ['My interviews next week'] : ['My interviews this week'],
  });
}
