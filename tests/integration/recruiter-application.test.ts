// Applying to be a recruiter is a support ticket the database checks; only internal staff
// decide it, approval grants the recruiter role, and the applicant hears either way.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, sql } from '../fixtures/backend';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

const answers = {
  experience_years: 6,
  specialties: ['Frontend', 'Platform'],
  regions: ['Europe'],
  profile_url: 'https://www.linkedin.com/in/someone',
  motivation: 'I place senior engineers with product companies.',
};

let staff: TestUser;

async function apply(user: TestUser, details: Record<string, unknown> = answers) {
  return user.client
    .from('support_tickets')
    .insert({ category: 'recruiter_application', subject: 'x', details })
    .select('id, user_id, status, subject')
    .single();
}

const rolesOf = async (userId: string) =>
  (
    await sql<{ role_type: string }>(
      'select role_type from public.user_roles where user_id = $1 and not _deleted order by role_type',
      [userId],
    )
  ).map((r) => r.role_type);

beforeAll(async () => {
  staff = await createUser();
  await makeStaff(staff, 'admin');
});

describe('a recruiter application', () => {
  it('is opened as oneself, under review, named for the applicant, and read by them and staff only', async () => {
    const [applicant, stranger] = await Promise.all([
      createUser({ metadata: { display_name: 'Ada Quill' } }),
      createUser(),
    ]);
    const { data, error } = await apply(applicant);
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: applicant.id, status: 'open', subject: 'Recruiter application: Ada Quill' });
    expect((await stranger.client.from('support_tickets').select('id').eq('id', data!.id)).data).toEqual([]);
    expect((await staff.client.from('support_tickets').select('id').eq('id', data!.id)).data).toEqual([
      { id: data!.id },
    ]);
  });

  it.each([
    [{ ...answers, experience_years: 61 }, 'Years of experience must be a whole number from 0 to 60'],
    [{ ...answers, specialties: [] }, 'Add at least one specialty'],
    [{ ...answers, regions: [] }, 'Add at least one region'],
    [{ ...answers, profile_url: 'linkedin' }, 'Give a profile link starting with https://'],
    [{ ...answers, motivation: 'Money' }, 'Tell us why in at least 20 characters'],
  ])('refuses bad answers with words and stores nothing (%#)', async (details, message) => {
    const applicant = await createUser();
    const { error } = await apply(applicant, details);
    expect(error?.message).toBe(message);
    expect(await sql('select id from public.support_tickets where user_id = $1', [applicant.id])).toEqual([]);
  });

  it('is refused a second time while one is under review, and for a recruiter', async () => {
    const applicant = await createUser();
    expect((await apply(applicant)).error).toBeNull();
    const again = await apply(applicant);
    expect(again.error?.message).toBe('You already have a recruiter application under review');
    await serviceClient()
      .from('user_roles')
      .insert({ user_id: applicant.id, role_type: 'recruiter', context_type: 'global' });
    const recruiter = await createUser();
    await serviceClient()
      .from('user_roles')
      .insert({ user_id: recruiter.id, role_type: 'recruiter', context_type: 'global' });
    expect((await apply(recruiter)).error?.message).toBe('You are already a recruiter');
  });

  it('cannot be decided by its applicant or by editing the row, only closed by them', async () => {
    const applicant = await createUser();
    const { data } = await apply(applicant);
    const rpc = await applicant.client.rpc('decide_recruiter_application', { ticket_id: data!.id, approve: true });
    expect(rpc.error?.message).toBe('Only internal admins can decide recruiter applications');
    const edit = await applicant.client.from('support_tickets').update({ status: 'approved' }).eq('id', data!.id);
    expect(edit.error?.message).toBe('You can only close a ticket that is still open');
    const staffEdit = await staff.client.from('support_tickets').update({ status: 'approved' }).eq('id', data!.id);
    expect(staffEdit.error?.code).toBe('42501');
    expect(await rolesOf(applicant.id)).not.toContain('recruiter');
    const close = await applicant.client
      .from('support_tickets')
      .update({ status: 'closed' })
      .eq('id', data!.id)
      .select('status');
    expect(close.data).toEqual([{ status: 'closed' }]);
  });

  it('approved by staff grants the recruiter role and notifies the applicant', async () => {
    const applicant = await createUser();
    const { data } = await apply(applicant);
    const decided = await staff.client.rpc('decide_recruiter_application', { ticket_id: data!.id, approve: true });
    expect(decided.error).toBeNull();
    expect(decided.data).toMatchObject({ status: 'approved', decided_by: staff.id });
    expect(await rolesOf(applicant.id)).toContain('recruiter');
    const notes = await applicant.client
      .from('notifications')
      .select('title, message, data')
      .eq('data->>ticket_id', data!.id);
    expect(notes.data).toEqual([
      {
        title: 'Your recruiter application was approved',
        message: 'You can now use the Recruiter workspace.',
        data: { kind: 'recruiter_application', ticket_id: data!.id, decision: 'approved' },
      },
    ]);
    const twice = await staff.client.rpc('decide_recruiter_application', {
      ticket_id: data!.id,
      approve: false,
      reason: 'No',
    });
    expect(twice.error?.message).toBe('This application has already been decided');
  });

  it('cannot be decided by a read-only portal member, so a member grants no recruiter role', async () => {
    const applicant = await createUser();
    const reader = await createUser();
    await makeStaff(reader, 'member');
    const { data } = await apply(applicant);
    const res = await reader.client.rpc('decide_recruiter_application', { ticket_id: data!.id, approve: true });
    expect(res.error).toMatchObject({
      code: '42501',
      message: 'Only internal admins can decide recruiter applications',
    });
    expect(await rolesOf(applicant.id)).not.toContain('recruiter');
    const [ticket] = await sql<{ status: string }>('select status from public.support_tickets where id = $1', [
      data!.id,
    ]);
    expect(ticket?.status).toBe('open');
  });

  it('rejected by staff needs a reason, grants nothing and tells the applicant why', async () => {
    const applicant = await createUser();
    const { data } = await apply(applicant);
    const bare = await staff.client.rpc('decide_recruiter_application', { ticket_id: data!.id, approve: false });
    expect(bare.error?.message).toBe('Give a reason for the rejection');
    const reason = 'Please add two placements you made in the last year.';
    const decided = await staff.client.rpc('decide_recruiter_application', {
      ticket_id: data!.id,
      approve: false,
      reason,
    });
    expect(decided.data).toMatchObject({ status: 'rejected', decision_reason: reason });
    expect(await rolesOf(applicant.id)).not.toContain('recruiter');
    const notes = await applicant.client
      .from('notifications')
      .select('title, message')
      .eq('data->>ticket_id', data!.id);
    expect(notes.data).toEqual([{ title: 'Your recruiter application was not approved', message: reason }]);
    expect((await apply(applicant)).error).toBeNull();
  });
});

describe('a general ticket', () => {
  it('is worked by staff (status, assignee) and never approved', async () => {
    const person = await createUser();
    const { data } = await person.client
      .from('support_tickets')
      .insert({ category: 'account', subject: 'I cannot change my e-mail', body: 'It says invalid.' })
      .select('id')
      .single();
    const worked = await staff.client
      .from('support_tickets')
      .update({ status: 'in_progress', assignee_id: staff.id })
      .eq('id', data!.id)
      .select('status, assignee_id');
    expect(worked.data).toEqual([{ status: 'in_progress', assignee_id: staff.id }]);
    const approve = await staff.client.from('support_tickets').update({ status: 'approved' }).eq('id', data!.id);
    expect(approve.error?.message).toBe('Only recruiter applications are approved or rejected');
    const rewrite = await staff.client.from('support_tickets').update({ body: 'Changed' }).eq('id', data!.id);
    expect(rewrite.error?.code).toBe('42501');
  });
});
