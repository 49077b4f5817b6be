import { describe, expect, it } from 'vitest';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { interviewsToScore } from '@/features/company/utils/interviews-to-score';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const event = (id: string, over: Partial<CalendarEventRow> = {}): CalendarEventRow => ({
  id,
  kind: 'interview',
  title: id,
  starts_at: '2026-11-20T10:00:00Z',
  ends_at: '2026-11-20T11:00:00Z',
  time_zone: 'UTC',
  location: null,
  video_url: null,
  organizer_id: 'daniel',
  attendee_ids: ['maya', 'sam'],
  status: 'confirmed',
  proposed_slots: [],
  job_application_id: 'app',
  company_id: 'acme',
  notes: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

const events = [
  event('screening'),
  event('upcoming', { starts_at: '2026-11-27T10:00:00Z', ends_at: '2026-11-27T11:00:00Z' }),
  event('cancelled', { status: 'cancelled' }),
  event('call', { kind: 'call' }),
  event('earlier', { starts_at: '2026-11-10T10:00:00Z', ends_at: '2026-11-10T11:00:00Z', attendee_ids: ['sam'] }),
];
const ids = (list: CalendarEventRow[]) => list.map((e) => e.id);
const base = { applicationCompanyId: 'acme', events, myScorecards: [], now: NOW };

describe('interviews to score', () => {
  it('offers an interviewer who is a member the interviews that have ended, oldest first', () => {
    expect(ids(interviewsToScore({ ...base, userId: 'sam', memberCompanyIds: ['acme'] }))).toEqual([
      'earlier',
      'screening',
    ]);
  });

  it('leaves out an interview the person already scored, and those they were not at', () => {
    const daniel = interviewsToScore({
      ...base,
      userId: 'daniel',
      memberCompanyIds: ['acme'],
      myScorecards: [{ event_id: 'earlier' }],
    });
    expect(ids(daniel)).toEqual(['screening']);
    expect(interviewsToScore({ ...base, userId: 'lee', memberCompanyIds: ['acme'] })).toEqual([]);
  });

  it('offers nothing to the talent who attended, or to a member of another company', () => {
    expect(interviewsToScore({ ...base, userId: 'maya', memberCompanyIds: [] })).toEqual([]);
    expect(interviewsToScore({ ...base, userId: 'sam', memberCompanyIds: ['globex'] })).toEqual([]);
  });
});
