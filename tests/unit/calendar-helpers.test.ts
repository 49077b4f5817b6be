// The calendar's pure helpers: the month and week grids and the keyboard's moves, wall-clock
// times in a zone through Intl (across a DST change), the scheduling form's checks, and the
// .ics file as ical.js reads it back.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { checkSchedule } from '@sync/calendar/validate';
import { instantToWall, zonedToInstant } from '@sync/calendar/zoned-time';
import {
  addMonths,
  dayAfterKey,
  dayOf,
  eventsByDay,
  monthGrid,
  weekDays,
} from '@/features/calendar/utils/calendar-grid';
import { eventIcs, icsFileName } from '@/features/calendar/utils/ics';

describe('calendar grid', () => {
  it('lays a month out as 6 weeks from the Monday on or before the 1st', () => {
    const days = monthGrid('2026-11-17');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-10-26');
    expect(days).toContain('2026-11-30');
    expect(days[41]).toBe('2026-12-06');
  });

  it('gives the week from Monday, and moves months within the month', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('moves the focused day with arrows, the period with PageUp and PageDown, and Home to today', () => {
    expect(dayAfterKey('2026-11-30', 'ArrowRight', 'month', '2026-11-01')).toBe('2026-12-01');
    expect(dayAfterKey('2026-11-03', 'ArrowUp', 'month', '2026-11-01')).toBe('2026-10-27');
    expect(dayAfterKey('2026-11-03', 'ArrowUp', 'week', '2026-11-01')).toBe('2026-11-02');
    expect(dayAfterKey('2026-11-03', 'PageDown', 'month', '2026-11-01')).toBe('2026-12-03');
    expect(dayAfterKey('2026-11-03', 'PageUp', 'week', '2026-11-01')).toBe('2026-10-27');
    expect(dayAfterKey('2026-11-03', 'Home', 'agenda', '2026-11-01')).toBe('2026-11-01');
    expect(dayAfterKey('2026-11-03', 'Enter', 'month', '2026-11-01')).toBeNull();
  });

  it('puts an event on the day it starts in the person’s zone', () => {
    const late = { starts_at: '2026-11-27T23:30:00+00:00' };
    expect(dayOf(late.starts_at, 'UTC')).toBe('2026-11-27');
    expect(dayOf(late.starts_at, 'Europe/Berlin')).toBe('2026-11-28');
    expect([...eventsByDay([late], 'America/Los_Angeles').keys()]).toEqual(['2026-11-27']);
  });
});

describe('wall-clock time in a zone', () => {
  it('turns a date and time in a zone into the instant, on both sides of a DST change', () => {
    expect(zonedToInstant({ date: '2026-07-01', time: '09:00' }, 'Europe/Lisbon').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(zonedToInstant({ date: '2026-12-01', time: '09:00' }, 'Europe/Lisbon').toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(zonedToInstant({ date: '2026-11-02', time: '10:30' }, 'America/New_York').toISOString()).toBe(
      '2026-11-02T15:30:00.000Z',
    );
    expect(instantToWall('2026-11-02T15:30:00Z', 'America/New_York')).toEqual({ date: '2026-11-02', time: '10:30' });
  });
});

describe('scheduling checks', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const base = { kind: 'interview' as const, title: 'Interview', time_zone: 'UTC' };
  it('says what is wrong beside each field', () => {
    expect(
      checkSchedule(
        {
          ...base,
          slots: [
            { date: '2026-11-24', time: '10:00', minutes: 30 },
            { date: '2026-11-26', time: '10:00', minutes: 0 },
          ],
          video_url: 'meet.example.com/x',
        },
        now,
      ),
    ).toEqual({
      'slots.0.date': 'This start is in the past',
      'slots.1.minutes': 'The end must be after the start',
      video_url: 'Enter a web address starting with https://',
    });
    const four = Array.from({ length: 4 }, (_, i) => ({ date: `2026-11-2${6 + i}`, time: '10:00', minutes: 30 }));
    expect(checkSchedule({ ...base, slots: four }, now)).toEqual({ slots: 'Propose at most 3 times' });
    expect(checkSchedule({ ...base, slots: [{ date: '2026-11-26', time: '10:00', minutes: 30 }] }, now)).toEqual({});
  });
});

describe('.ics', () => {
  const event: CalendarEventRow = {
    id: '6f1c1d2e-0000-4000-8000-000000000001',
    kind: 'interview',
    title: 'Senior Frontend Engineer – Maya Okafor',
    starts_at: '2026-11-27T15:00:00+00:00',
    ends_at: '2026-11-27T15:45:00+00:00',
    time_zone: 'America/Chicago',
    location: 'Acme Robotics, Chicago',
    video_url: 'https://meet.example.com/acme',
    organizer_id: 'd0000000-0000-4000-8000-000000000002',
    attendee_ids: ['d0000000-0000-4000-8000-000000000001'],
    status: 'confirmed',
    proposed_slots: [],
    job_application_id: null,
    company_id: null,
    notes: 'Bring questions; commas, and semicolons; are escaped',
    created_at: '2026-11-25T10:00:00+00:00',
    updated_at: '2026-11-25T10:00:00+00:00',
  };

  it('writes a VEVENT with UID, DTSTAMP, UTC start and end, summary, place, link and description', () => {
    const text = eventIcs(event, new Date('2026-11-25T12:00:00Z'));
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTSTART:20261127T150000Z\r\n');
    expect(text).toContain('DTEND:20261127T154500Z\r\n');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(`${event.id}@evee.dev`);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-11-27T15:45:00.000Z');
    expect(parsed.summary).toBe(event.title);
    expect(parsed.location).toBe('Acme Robotics, Chicago');
    expect(parsed.description).toContain('commas, and semicolons;');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/acme');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T12:00:00Z');
    expect(icsFileName(event)).toBe('senior-frontend-engineer-maya-okafor.ics');
  });
});
