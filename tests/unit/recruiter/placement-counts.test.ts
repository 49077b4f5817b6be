import { describe, expect, it } from 'vitest';
import type { SubmissionOnDevice } from '@sync/recruiter/records';
import { placementDates } from '@/features/recruiter/utils/placement-facts';
import { stageOf, submissionsByStage, voidedApplications } from '@/features/recruiter/utils/submission-labels';

function submission(id: string, application: SubmissionOnDevice['application'], consented = true): SubmissionOnDevice {
  return {
    submission: {
      id,
      status: consented ? 'consented' : 'pending_consent',
      application_id: application ? `app-${id}` : null,
    } as SubmissionOnDevice['submission'],
    job: null,
    jobArriving: false,
    application,
    talentName: null,
  };
}

const hired = { status: 'hired', rejection_reason: null } as const;

describe('the Placements counts', () => {
  it('counts a hire whose placement was voided apart from Hired', () => {
    const items = [
      submission('a', hired),
      submission('b', hired),
      submission('c', { status: 'interviewed', rejection_reason: null }),
      submission('d', null, false),
    ];
    const voided = voidedApplications([
      { application_id: 'app-a', status: 'paid' },
      { application_id: 'app-b', status: 'void' },
    ]);
    const byStage = submissionsByStage(items, voided);
    expect(byStage.get('hired')!.map((s) => s.submission.id)).toEqual(['a']);
    expect(byStage.get('placement_void')!.map((s) => s.submission.id)).toEqual(['b']);
    expect(byStage.get('interviewed')!.map((s) => s.submission.id)).toEqual(['c']);
    expect(byStage.get('waiting')!.map((s) => s.submission.id)).toEqual(['d']);
  });

  it('keeps every hire as Hired while no placement is void', () => {
    expect(
      stageOf(submission('a', hired), voidedApplications([{ application_id: 'app-a', status: 'scheduled' }])),
    ).toBe('hired');
    expect(stageOf(submission('a', hired))).toBe('hired');
  });
});

describe('a placement row', () => {
  const base = {
    created_at: '2026-10-01T09:00:00+00:00',
    updated_at: '2026-11-02T09:00:00+00:00',
    guarantee_days: 90,
    paid_at: null,
    fee_amount: 18000,
    fee_type: 'percentage',
    fee_percent: 15,
    currency: 'USD',
  } as const;

  it('lists when it was hired, starts, and the guarantee ends, then when it was paid', () => {
    const dates = placementDates({
      ...base,
      status: 'paid',
      start_date: '2026-10-15',
      paid_at: '2027-01-20T00:00:00Z',
    });
    expect(dates.map((d) => d.label)).toEqual(['Hired', 'Starts', 'Guarantee until', 'Paid']);
    expect(dates[2]!.day).toBe(placementDates({ ...base, status: 'scheduled', start_date: '2027-01-13' })[1]!.day);
  });

  it('shows a void placement with when it was voided and no guarantee', () => {
    const dates = placementDates({ ...base, status: 'void', start_date: '2026-10-15' });
    expect(dates.map((d) => d.label)).toEqual(['Hired', 'Starts', 'Voided']);
  });

  it('shows an expected placement with only when it was hired until a start date is set', () => {
    expect(placementDates({ ...base, status: 'expected', start_date: null }).map((d) => d.label)).toEqual(['Hired']);
  });
});
