// A hire from a recruiter's submission records a placement with the fee from the job's terms,
// and its ledger moves expected → scheduled → paid, or void inside the guarantee period.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, sql } from '../fixtures/backend';
import { stepUp } from '../fixtures/mfa';
import { makeHiringWorld, makeJob, makeTalentProfile, type HiringWorld } from '../fixtures/hiring';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let w: HiringWorld;
let priya: TestUser;
let staff: TestUser;

beforeAll(async () => {
  w = await makeHiringWorld();
  [priya, staff] = await Promise.all([createUser(), createUser()]);
  const admin = serviceClient();
  await admin.from('user_roles').insert({ user_id: priya.id, role_type: 'recruiter', context_type: 'global' });
  await admin.from('internal_portal_users').insert({ user_id: staff.id, member_role: 'admin' });
  await admin.from('user_roles').insert({ user_id: staff.id, role_type: 'internal_admin', context_type: 'global' });
  // Voiding a fee is a portal change: it needs the admin's second factor.
  await stepUp(staff.client);
});

/** A talent submitted by Priya to a new job with `terms`, consented and hired; returns the placement. */
async function hire(terms: Record<string, unknown>) {
  const job = await makeJob(w.company.id, { title: 'Placed Role', open_to_recruiters: true, ...terms });
  const talent = await createUser();
  // Recruiters submit only talent open to recruiters.
  await makeTalentProfile(talent.id, { open_to_recruiters: true });
  const { data } = await priya.client
    .from('recruiter_submissions')
    .insert({ job_id: job, talent_id: talent.id })
    .select('id')
    .single();
  const consent = await talent.client.rpc('respond_to_submission', { submission_id: data!.id, accept: true });
  const applicationId = consent.data!.application_id as string;
  const hired = await w.owner.client.from('job_applications').update({ status: 'hired' }).eq('id', applicationId);
  expect(hired.error).toBeNull();
  const placed = await priya.client.from('placements').select('*').eq('application_id', applicationId).single();
  expect(placed.error).toBeNull();
  return placed.data as Record<string, unknown> & { id: string; fee_amount: string | null; status: string };
}

describe('a placement', () => {
  it.each([
    [{ recruiter_fee_type: 'percentage', recruiter_fee_percent: 20, salary_max: 150000, salary_period: 'year' }, 30000],
    [{ recruiter_fee_type: 'percentage', recruiter_fee_percent: 15, salary_max: 6000, salary_period: 'month' }, 10800],
    [{ recruiter_fee_type: 'percentage', recruiter_fee_percent: 10, salary_max: 50, salary_period: 'hour' }, 10400],
    [{ recruiter_fee_type: 'fixed', recruiter_fee_amount: 12000, salary_max: 90000 }, 12000],
  ])('is recorded at hire with the fee from the job terms (%#)', async (terms, fee) => {
    const placement = await hire(terms);
    expect(placement.status).toBe('expected');
    expect(Number(placement.fee_amount)).toBe(fee);
  });

  it('is scheduled when the company sets the start date, recomputed with the agreed salary, and paid after the guarantee', async () => {
    const placement = await hire({ recruiter_fee_type: 'percentage', recruiter_fee_percent: 20, salary_max: 100000 });
    const start = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const set = await w.owner.client
      .from('placements')
      .update({ start_date: start, first_year_salary: 110000 })
      .eq('id', placement.id)
      .select('status, fee_amount')
      .single();
    expect(set.data).toEqual({ status: 'scheduled', fee_amount: 22000 });
    await priya.client.from('placements').update({ fee_amount: 1 }).eq('id', placement.id);
    const owner = await w.owner.client.from('placements').update({ fee_amount: 1 }).eq('id', placement.id);
    expect(owner.error?.code).toBe('42501');
    const [kept] = await sql<{ fee_amount: string }>('select fee_amount from public.placements where id = $1', [
      placement.id,
    ]);
    expect(Number(kept!.fee_amount)).toBe(22000);
    expect((await priya.client.rpc('settle_placements')).error?.code).toBe('42501');
    expect((await staff.client.rpc('settle_placements')).error).toBeNull();
    const [paid] = await sql<{ status: string }>('select status from public.placements where id = $1', [placement.id]);
    expect(paid!.status).toBe('paid');
    const voided = await staff.client.rpc('void_placement', { placement_id: placement.id, reason: 'Left' });
    expect(voided.error?.message).toBe('Only an unpaid placement can be voided');
  });

  it('is voided by internal staff inside the guarantee, with a reason, and not after it', async () => {
    const placement = await hire({ recruiter_fee_type: 'fixed', recruiter_fee_amount: 8000 });
    expect((await priya.client.rpc('void_placement', { placement_id: placement.id, reason: 'x' })).error?.message).toBe(
      'Only internal admins void placement fees',
    );
    expect((await staff.client.rpc('void_placement', { placement_id: placement.id, reason: ' ' })).error?.message).toBe(
      'Give a reason for voiding the fee',
    );
    const voided = await staff.client.rpc('void_placement', {
      placement_id: placement.id,
      reason: 'Left after three weeks',
    });
    expect(voided.data).toMatchObject({ status: 'void', void_reason: 'Left after three weeks' });

    const late = await hire({ recruiter_fee_type: 'fixed', recruiter_fee_amount: 8000 });
    await sql(`update public.placements set start_date = current_date - 91, status = 'scheduled' where id = $1`, [
      late.id,
    ]);
    expect((await staff.client.rpc('void_placement', { placement_id: late.id, reason: 'Left' })).error?.message).toBe(
      'The guarantee period has ended',
    );
  });

  it("is not voided by a read-only portal member: the recruiter's fee stands", async () => {
    const placement = await hire({ recruiter_fee_type: 'fixed', recruiter_fee_amount: 9000 });
    const reader = await createUser();
    await makeStaff(reader, 'member');
    const res = await reader.client.rpc('void_placement', { placement_id: placement.id, reason: 'Not deserved' });
    expect(res.error).toMatchObject({ code: '42501', message: 'Only internal admins void placement fees' });
    const [row] = await sql<{ status: string }>(`select status::text from placements where id = $1`, [placement.id]);
    expect(row?.status).toBe('expected');
  });

  it('is read by its recruiter, the company and staff only', async () => {
    const placement = await hire({ recruiter_fee_type: 'fixed', recruiter_fee_amount: 5000 });
    const other = await createUser();
    for (const [who, rows] of [
      [priya, 1],
      [w.member, 1],
      [staff, 1],
      [w.otherMember, 0],
      [other, 0],
    ] as const) {
      expect((await who.client.from('placements').select('id').eq('id', placement.id)).data).toHaveLength(rows);
    }
  });
});
