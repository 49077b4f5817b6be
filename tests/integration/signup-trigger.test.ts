import { describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { anonClient, createUser, TEST_PASSWORD, uniqueEmail } from '../fixtures/stack';

async function profileOf(userId: string) {
  const [row] = await sql<{
    display_name: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    status: string;
  }>(`select display_name, first_name, last_name, email, status from user_profiles where user_id = $1`, [userId]);
  return row;
}

describe('signup trigger', () => {
  it('creates a profile named from display_name, with first and last names, and gives the talent role', async () => {
    const user = await createUser({
      metadata: {
        display_name: 'Rosa Delgado',
        first_name: 'Rosa',
        last_name: 'Delgado',
        full_name: 'Rosa M. Delgado',
      },
    });
    expect(await profileOf(user.id)).toEqual({
      display_name: 'Rosa Delgado',
      first_name: 'Rosa',
      last_name: 'Delgado',
      email: user.email,
      status: 'active',
    });
    const { data, error } = await user.client.rpc('get_user_roles_simple', { target_user_id: user.id });
    expect(error).toBeNull();
    expect(data).toEqual([{ role_type: 'talent', context_type: null, context_id: null, permissions: {} }]);
  });

  it('falls back to full_name, then name, then the e-mail before the @', async () => {
    const full = await createUser({ metadata: { full_name: 'Tomás Ferreira', name: 'tomas' } });
    expect((await profileOf(full.id))?.display_name).toBe('Tomás Ferreira');
    const named = await createUser({ metadata: { name: 'Ingrid Solberg', display_name: '   ' } });
    expect((await profileOf(named.id))?.display_name).toBe('Ingrid Solberg');
    const bare = await createUser({ email: uniqueEmail('kwame.mensah') });
    expect((await profileOf(bare.id))?.display_name).toBe(bare.email.split('@')[0]);
  });

  it('names an account without e-mail or metadata "User"', async () => {
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const { data, error } = await anonClient().auth.signUp({ phone, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect((await profileOf(data.user!.id))?.display_name).toBe('User');
  });

  it('a user sees their own profile through the API and can rename themselves, but not change their e-mail or status', async () => {
    const user = await createUser({ metadata: { display_name: 'Lena Fischer' } });
    const own = await user.client.from('user_profiles').select('user_id, display_name').eq('user_id', user.id).single();
    expect(own.data).toEqual({ user_id: user.id, display_name: 'Lena Fischer' });
    // The e-mail is private: the owner reads it through profile_emails().
    const emails = await user.client.rpc('profile_emails', { user_ids: [user.id] });
    expect(emails.data).toEqual([{ user_id: user.id, email: user.email }]);

    const renamed = await user.client
      .from('user_profiles')
      .update({ display_name: 'Lena F.' })
      .eq('user_id', user.id)
      .select('display_name');
    expect(renamed.data).toEqual([{ display_name: 'Lena F.' }]);

    const email = await user.client
      .from('user_profiles')
      .update({ email: 'someone.else@evee.dev' })
      .eq('user_id', user.id)
      .select('id');
    expect(email.error?.code).toBe('42501');
    const status = await user.client
      .from('user_profiles')
      .update({ status: 'pending' })
      .eq('user_id', user.id)
      .select('id');
    expect(status.error?.code).toBe('42501');
    expect((await profileOf(user.id))?.email).toBe(user.email);
  });

  it('other signed-in users can read a profile but not change it; anonymous visitors read none', async () => {
    const owner = await createUser({ metadata: { display_name: 'Omar Haddad' } });
    const other = await createUser();
    const seen = await other.client.from('user_profiles').select('display_name').eq('user_id', owner.id);
    expect(seen.data).toEqual([{ display_name: 'Omar Haddad' }]);
    const changed = await other.client
      .from('user_profiles')
      .update({ display_name: 'Hijacked' })
      .eq('user_id', owner.id)
      .select('display_name');
    expect(changed.data).toEqual([]);
    expect((await profileOf(owner.id))?.display_name).toBe('Omar Haddad');
    const anon = await anonClient().from('user_profiles').select('id').eq('user_id', owner.id);
    expect(anon.error?.code).toBe('42501');
  });
});
