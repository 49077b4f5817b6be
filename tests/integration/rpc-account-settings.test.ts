// The account calls behind Settings and profiles: creating a company, a public profile that
// keeps contact details private unless chosen, and deleting one's account.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, sql } from '../fixtures/backend';
import { makeApplication, makeJob, makeTalentProfile } from '../fixtures/hiring';
import { anonClient, createUser, signIn } from '../fixtures/stack';

const slug = () => `co-${randomUUID().slice(0, 8)}`;

describe('create_company', () => {
  it('makes the caller the company’s owner, with the membership and role that Switch Roles reads', async () => {
    const founder = await createUser();
    const identifier = slug();
    const { data, error } = await founder.client.rpc('create_company', {
      name: '  Fjord Labs ',
      identifier,
      logo_url: '',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: 'Fjord Labs', identifier, logo_url: null, created_by: founder.id });
    const companies = await founder.client.rpc('get_user_companies_detailed', { user_uuid: founder.id });
    expect(companies.data).toEqual([
      expect.objectContaining({ company_name: 'Fjord Labs', user_role: 'company_owner' }),
    ]);
    const roles = await founder.client.from('user_roles').select('role_type, context_id').eq('context_id', data.id);
    expect(roles.data).toEqual([{ role_type: 'company_admin', context_id: data.id }]);
  });

  it('refuses a taken identifier and bad input in words, and signed-out callers', async () => {
    const founder = await createUser();
    const identifier = slug();
    await founder.client.rpc('create_company', { name: 'First', identifier });
    const taken = await founder.client.rpc('create_company', { name: 'Second', identifier });
    expect(taken.error).toMatchObject({ code: '23505', message: 'This identifier is already taken' });
    for (const [args, words] of [
      [{ name: '', identifier: slug() }, 'A company name has 1 to 120 characters'],
      [
        { name: 'Bad', identifier: 'Not A Slug' },
        'An identifier has 2 to 63 lower-case letters, digits and single hyphens',
      ],
      [
        { name: 'Bad', identifier: slug(), logo_url: 'javascript:alert(1)' },
        'A logo is a web address starting with https://',
      ],
    ] as const) {
      expect((await founder.client.rpc('create_company', args)).error).toMatchObject({ code: '22023', message: words });
    }
    expect((await anonClient().rpc('create_company', { name: 'Anon', identifier: slug() })).error).not.toBeNull();
    const [count] = await sql<{ n: number }>(`select count(*)::int as n from companies where created_by = $1`, [
      founder.id,
    ]);
    expect(count?.n).toBe(1);
  });
});

describe('get_public_profile', () => {
  it('shows a person’s profile, with e-mail and phone only when they chose to show them', async () => {
    const person = await createUser();
    const viewer = await createUser();
    await makeTalentProfile(person.id, { headline: 'Data engineer', phone: '+351 912 345 678', skills: ['SQL'] });
    const hidden = await viewer.client.rpc('get_public_profile', { target: person.id });
    expect(hidden.data).toMatchObject({
      user_id: person.id,
      headline: 'Data engineer',
      skills: ['SQL'],
      email: null,
      phone: null,
    });
    await sql(`update talent_profiles set show_email = true, show_phone = true where user_id = $1`, [person.id]);
    const shown = await viewer.client.rpc('get_public_profile', { target: person.id });
    expect(shown.data).toMatchObject({ email: person.email, phone: '+351 912 345 678' });
    expect((await viewer.client.rpc('get_public_profile', { target: randomUUID() })).data).toBeNull();
    expect((await anonClient().rpc('get_public_profile', { target: person.id })).data ?? null).toBeNull();
  });
});

describe('delete_my_account', () => {
  it('refuses a wrong e-mail and changes nothing', async () => {
    const person = await createUser();
    const wrong = await person.client.rpc('delete_my_account', { confirm_email: 'someone@else.dev' });
    expect(wrong.error).toMatchObject({ code: '22023', message: 'Type your e-mail address to confirm' });
    expect((await signIn(person.email, person.password)).auth).toBeTruthy();
  });

  it('refuses while the person is the only owner of a company with other members', async () => {
    const owner = await createUser();
    const company = await makeCompany(owner, 'Sole Owner Co');
    await addMember(company.id, await createUser());
    const refused = await owner.client.rpc('delete_my_account', { confirm_email: owner.email });
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toContain('You are the only owner of Sole Owner Co');
  });

  it('anonymises the person, withdraws what they wrote, and leaves no way to sign in', async () => {
    const person = await createUser();
    const employer = await createUser();
    const job = await makeJob((await makeCompany(employer, 'Leaving Co')).id, { title: 'Leaving Role' });
    const application = await makeApplication(job, person.id);
    await makeTalentProfile(person.id, { headline: 'Soon gone' });
    await person.client.from('saved_jobs').insert({ job_id: job });
    const { error } = await person.client.rpc('delete_my_account', { confirm_email: person.email.toUpperCase() });
    expect(error).toBeNull();
    const [profile] = await sql<{ display_name: string; email: string | null }>(
      `select display_name, email from user_profiles where user_id = $1`,
      [person.id],
    );
    expect(profile).toEqual({ display_name: 'Deleted user', email: null });
    const [left] = await sql<{ app: boolean; talent: boolean; saved: boolean; sessions: number; email: string | null }>(
      `select (select _deleted from job_applications where id = $2) as app,
              (select _deleted from talent_profiles where user_id = $1) as talent,
              (select bool_and(_deleted) from saved_jobs where user_id = $1) as saved,
              (select count(*)::int from auth.sessions where user_id = $1) as sessions,
              (select email from auth.users where id = $1) as email`,
      [person.id, application],
    );
    expect(left).toEqual({ app: true, talent: true, saved: true, sessions: 0, email: null });
    const again = await anonClient().auth.signInWithPassword({ email: person.email, password: person.password });
    expect(again.error?.code).toBe('invalid_credentials');
  });
});
