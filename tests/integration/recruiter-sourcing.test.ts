// Talent Search shows recruiters only the people who opted in, enforced by row-level security;
// a recruiter's candidates are theirs alone, one live row per person.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let recruiter: TestUser;
let otherRecruiter: TestUser;
let open: TestUser;
let closed: TestUser;
const tag = Math.random().toString(36).slice(2, 8);

async function makeRecruiter(user: TestUser) {
  const { error } = await serviceClient()
    .from('user_roles')
    .insert({ user_id: user.id, role_type: 'recruiter', context_type: 'global' });
  if (error) throw new Error(error.message);
}

async function profile(user: TestUser, fields: Record<string, unknown>) {
  const { error } = await serviceClient()
    .from('talent_profiles')
    .insert({ user_id: user.id, ...fields });
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  [recruiter, otherRecruiter, open, closed] = await Promise.all([
    createUser(),
    createUser(),
    createUser({ metadata: { display_name: `Open Person ${tag}` } }),
    createUser({ metadata: { display_name: `Private Person ${tag}` } }),
  ]);
  await Promise.all([makeRecruiter(recruiter), makeRecruiter(otherRecruiter)]);
  await profile(open, {
    headline: `Zephyr${tag} platform engineer`,
    skills: ['Kubernetes', 'Go'],
    location: 'Lisbon, Portugal',
    experience_years: 8,
    employment_type: 'full_time',
    open_to_recruiters: true,
  });
  await profile(closed, {
    headline: `Zephyr${tag} platform engineer`,
    skills: ['Kubernetes', 'Go'],
    location: 'Lisbon, Portugal',
    experience_years: 8,
    open_to_recruiters: false,
  });
});

const search = (user: TestUser, args: Record<string, unknown>) => user.client.rpc('search_talent', args);

describe('Talent Search', () => {
  it('finds people open to recruiters by their words, prefix included, and never the others', async () => {
    const { data, error } = await search(recruiter, { q: `zephyr${tag} platf` });
    expect(error).toBeNull();
    expect((data as { user_id: string }[]).map((r) => r.user_id)).toEqual([open.id]);
    expect(data![0]).toMatchObject({ display_name: `Open Person ${tag}`, total_count: 1, experience_years: 8 });
  });

  it('keeps profiles that did not opt in out of plain reads too', async () => {
    const read = await recruiter.client.from('talent_profiles').select('user_id').in('user_id', [open.id, closed.id]);
    expect(read.data).toEqual([{ user_id: open.id }]);
  });

  it('filters by all the skills asked, location, experience and availability', async () => {
    const ids = async (args: Record<string, unknown>) =>
      ((await search(recruiter, { q: `zephyr${tag}`, ...args })).data as { user_id: string }[]).map((r) => r.user_id);
    expect(await ids({ skills: ['kubernetes', 'GO'] })).toEqual([open.id]);
    expect(await ids({ skills: ['Kubernetes', 'Rust'] })).toEqual([]);
    expect(await ids({ location: 'lisbon' })).toEqual([open.id]);
    expect(await ids({ location: 'Porto' })).toEqual([]);
    expect(await ids({ min_experience: 9 })).toEqual([]);
    expect(await ids({ min_experience: 5, max_experience: 8 })).toEqual([open.id]);
    expect(await ids({ employment_type: 'contract' })).toEqual([]);
  });

  it('is for recruiters, and refuses bad input with words', async () => {
    expect((await search(open, { q: 'x' })).error?.message).toBe('Talent Search is for recruiters');
    expect((await search(recruiter, { page_size: 51 })).error?.message).toBe('page_size must be between 1 and 50');
    expect((await search(recruiter, { min_experience: 5, max_experience: 2 })).error?.message).toBe(
      'The minimum experience is above the maximum',
    );
    expect((await search(recruiter, { q: 'x'.repeat(201) })).error?.code).toBe('22023');
  });
});

describe("a recruiter's candidates", () => {
  it('are kept as oneself, read and changed by their recruiter only', async () => {
    const added = await recruiter.client
      .from('recruiter_candidates')
      .insert({ talent_id: open.id, full_name: `Open Person ${tag}`, recruiter_id: otherRecruiter.id, tags: ['go'] })
      .select('id, recruiter_id')
      .single();
    expect(added.error).toBeNull();
    expect(added.data!.recruiter_id).toBe(recruiter.id);
    const id = added.data!.id as string;
    expect((await otherRecruiter.client.from('recruiter_candidates').select('id').eq('id', id)).data).toEqual([]);
    const theirs = await otherRecruiter.client
      .from('recruiter_candidates')
      .update({ notes: 'mine' })
      .eq('id', id)
      .select('id');
    expect(theirs.data ?? []).toEqual([]);
    const notes = await recruiter.client
      .from('recruiter_candidates')
      .update({ notes: 'Strong on infrastructure', tags: ['go', 'platform'] })
      .eq('id', id)
      .select('notes, tags')
      .single();
    expect(notes.data).toEqual({ notes: 'Strong on infrastructure', tags: ['go', 'platform'] });
    const move = await recruiter.client.from('recruiter_candidates').update({ talent_id: closed.id }).eq('id', id);
    expect(move.error?.code).toBe('42501');
    expect((await recruiter.client.from('recruiter_candidates').delete().eq('id', id)).error?.code).toBe('42501');
  });

  it('hold each person once, by account or by e-mail', async () => {
    const again = await recruiter.client
      .from('recruiter_candidates')
      .insert({ talent_id: open.id, full_name: 'Again' });
    expect(again.error?.message).toBe('This person is already in your candidates');
    const lead = { full_name: 'Outside Lead', email: `Lead.${tag}@example.com` };
    expect((await recruiter.client.from('recruiter_candidates').insert(lead)).error).toBeNull();
    const twice = await recruiter.client
      .from('recruiter_candidates')
      .insert({ full_name: 'Same Lead', email: `lead.${tag}@EXAMPLE.com` });
    expect(twice.error?.message).toBe('This person is already in your candidates');
    expect((await otherRecruiter.client.from('recruiter_candidates').insert(lead)).error).toBeNull();
  });

  it('are refused for people who did not opt in, for non-recruiters, and with bad fields', async () => {
    const closedOne = await recruiter.client
      .from('recruiter_candidates')
      .insert({ talent_id: closed.id, full_name: 'P' });
    expect(closedOne.error?.message).toBe('This person is not open to recruiters');
    const notRecruiter = await open.client.from('recruiter_candidates').insert({ full_name: 'Someone' });
    expect(notRecruiter.error?.message).toBe('Only recruiters keep candidates');
    const badEmail = await recruiter.client
      .from('recruiter_candidates')
      .insert({ full_name: 'X', email: 'not-an-email' });
    expect(badEmail.error?.code).toBe('23514');
    const badTag = await recruiter.client.from('recruiter_candidates').insert({ full_name: 'Y', tags: [''] });
    expect(badTag.error?.message).toBe('Each tag must be 1 to 40 characters');
  });
});
