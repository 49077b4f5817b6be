// The account's calls that need the server's authority, online only: creating a company,
// deleting the account, changing the password, and reading someone's public profile. Each
// answers with the server's or Auth's words on failure, never throws for a refusal.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describeAuthError } from '@/utils/auth-errors';

export interface CreatedCompany {
  id: string;
  name: string;
  identifier: string;
  logo_url: string | null;
}

export interface CompanyInput {
  name: string;
  identifier: string;
  logoUrl?: string | null;
}

type Result<T> = { data: T; error: null } | { data: null; error: string };

const OFFLINE_WORDS = 'We could not reach the server. Check your connection and try again.';

function words(error: { message?: string; code?: string } | null | undefined): string {
  const message = error?.message ?? '';
  if (!message || /fetch|network|Failed to/i.test(message)) return OFFLINE_WORDS;
  return message;
}

export async function createCompany(client: SupabaseClient, input: CompanyInput): Promise<Result<CreatedCompany>> {
  const { data, error } = await client.rpc('create_company', {
    name: input.name.trim(),
    identifier: input.identifier.trim(),
    logo_url: input.logoUrl?.trim() || null,
  });
  if (error) {
    console.error('[account] create_company failed', error);
    if (error.code === '23505') return { data: null, error: 'This identifier is already taken' };
    return { data: null, error: words(error) };
  }
  return { data: data as CreatedCompany, error: null };
}

export async function deleteMyAccount(client: SupabaseClient, email: string): Promise<Result<true>> {
  const { error } = await client.rpc('delete_my_account', { confirm_email: email.trim() });
  if (error) {
    console.error('[account] delete_my_account failed', error);
    return { data: null, error: words(error) };
  }
  return { data: true, error: null };
}

export async function changePassword(client: SupabaseClient, password: string): Promise<Result<true>> {
  const { error } = await client.auth.updateUser({ password });
  if (error) {
    console.error('[account] the password change failed', error);
    return { data: null, error: describeAuthError(error as never) };
  }
  return { data: true, error: null };
}

export interface PublicProfile {
  user_id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  headline: string | null;
  location: string | null;
  skills: string[] | null;
  experience_years: number | null;
  work_experience: { title?: string; company?: string; period?: string; description?: string }[] | null;
  education: { school?: string; degree?: string; period?: string }[] | null;
  links: { label?: string; url?: string }[] | null;
  open_to_recruiters: boolean | null;
  email?: string | null;
  phone?: string | null;
  member_since?: string | null;
}

/** The profile (null when there is no such active person), or the error's words. */
export async function fetchPublicProfile(
  client: SupabaseClient,
  userId: string,
): Promise<{ profile: PublicProfile | null; error: string | null }> {
  const { data, error } = await client.rpc('get_public_profile', { target: userId });
  if (!error) return { profile: (data as PublicProfile | null) ?? null, error: null };
  // A malformed id names nobody: no profile, not a failure.
  if (error.code === '22P02') return { profile: null, error: null };
  console.error('[account] get_public_profile failed', error);
  return { profile: null, error: words(error) };
}
