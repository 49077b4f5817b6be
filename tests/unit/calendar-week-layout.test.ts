import { describe, expect, it } from 'vitest';
import { hourRange, layoutDay, minutesIntoDay } from '@/features/calendar/utils/week-layout';

const span = (startMin: number, endMin: number) => ({ startMin, endMin });

describe("the week view's hour grid", () => {
  it('places an instant by its wall time in the zone, held to the day', () => {
    expect(minutesIntoDay('2026-11-26T14:30:00Z', '2026-11-26', 'UTC')).toBe(870);
    expect(minutesIntoDay('2026-11-26T14:30:00Z', '2026-11-26', 'America/New_York')).toBe(570);
    // Past midnight in Tokyo: the 26th's event ends at the day's end.
    expect(minutesIntoDay('2026-11-26T16:00:00Z', '2026-11-26', 'Asia/Tokyo')).toBe(1440);
    expect(minutesIntoDay('2026-11-25T23:00:00Z', '2026-11-26', 'UTC')).toBe(0);
  });

  it('shows working hours, widened to hold every event', () => {
    expect(hourRange([])).toEqual([8, 18]);
    expect(hourRange([span(7 * 60 + 30, 9 * 60), span(19 * 60, 20 * 60 + 15)])).toEqual([7, 21]);
    // A five-minute reminder at 23:50 is drawn half an hour tall, to the day's end.
    expect(hourRange([span(23 * 60 + 50, 23 * 60 + 55)])).toEqual([8, 24]);
  });

  it('puts overlapping events side by side and the rest full width', () => {
    const events = [
      { id: 'a', s: span(540, 600) },
      { id: 'b', s: span(570, 630) },
      { id: 'c', s: span(600, 660) },
      { id: 'd', s: span(720, 750) },
    ];
    const placed = layoutDay(events, (e) => e.s);
    const lanes = Object.fromEntries(placed.map((p) => [p.item.id, [p.lane, p.lanes]]));
    expect(lanes).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('counts a short event as drawn tall enough to read, so the next one moves beside it', () => {
    const placed = layoutDay([span(540, 545), span(560, 600)], (s) => s);
    expect(placed.map((p) => [p.lane, p.lanes])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });
});
