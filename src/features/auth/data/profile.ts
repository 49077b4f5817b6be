// Makes sure the signed-in person has a user_profiles row (product-spec §7): a database trigger
// usually creates it, so a missing row is looked for again after 500 ms before inserting one.
// A profile made for this e-mail before the account existed (an invitation) is activated first.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { displayName } from '../utils/display-name';

export const PROFILE_TRIGGER_WAIT_MS = 500;

interface ProfileRow {
  user_id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

async function readProfile(client: SupabaseClient<Database>, userId: string): Promise<ProfileRow | null> {
  const { data, error } = await client
    .from('user_profiles')
    .select('user_id, display_name, first_name, last_name')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`reading the profile failed: ${error.message}`);
  return data as ProfileRow | null;
}

export async function ensureProfile(
  client: SupabaseClient<Database>,
  user: User,
): Promise<{ success: boolean; displayName: string | null; message?: string }> {
  try {
    if (user.email) {
      const activated = await client.rpc('activate_pending_user_profile', {
        auth_user_id: user.id,
        user_email: user.email,
      });
      if (activated.error) console.warn('Activating a pending profile failed', activated.error.message);
    }
    let profile = await readProfile(client, user.id);
    if (!profile) {
      await new Promise((resolve) => setTimeout(resolve, PROFILE_TRIGGER_WAIT_MS));
      profile = await readProfile(client, user.id);
    }
    if (!profile) {
      const name = displayName(null, user.user_metadata, user.email);
      const [first, ...rest] = name.split(' ');
      const row = {
        user_id: user.id,
        display_name: name,
        first_name: first ?? null,
        last_name: rest.join(' ') || null,
      };
      const { error } = await client.from('user_profiles').insert(row);
      if (error && error.code !== '23505') throw new Error(`creating the profile failed: ${error.message}`);
      return { success: true, displayName: name };
    }
    return { success: true, displayName: profile.display_name };
  } catch (err) {
    console.error('Ensuring the user profile failed', err);
    return { success: false, displayName: null, message: err instanceof Error ? err.message : String(err) };
  }
}
