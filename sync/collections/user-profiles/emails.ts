/**
 * A profile's e-mail is private: signed-in users may read every column of user_profiles but
 * `email`, and profile_emails() returns the addresses the user may see (their own, their
 * teammates', their companies' applicants', their conversation contacts'; every one for
 * internal staff). So every read of profiles names its columns (`select=*` is refused) and
 * asks for the e-mails apart; a profile whose e-mail the user may not see gets `email: null`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../database-types';

/** Every column of user_profiles the user's role may select. */
export const PROFILE_COLUMNS =
  'id, user_id, display_name, first_name, last_name, avatar_url, status, created_at, updated_at, _deleted, _modified';

type ProfileRow = Record<string, unknown>;

/** The rows, each with the e-mail the user may see of it (null otherwise), in the same order. */
export async function withEmails<Row extends ProfileRow>(
  client: SupabaseClient<Database>,
  rows: Row[],
): Promise<(Row & { email: string | null })[]> {
  const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is string => typeof id === 'string'))];
  let emails = new Map<string, string | null>();
  if (ids.length) {
    const { data, error } = await client.rpc('profile_emails', { user_ids: ids });
    if (error) throw error;
    emails = new Map((data as { user_id: string; email: string | null }[]).map((e) => [e.user_id, e.email]));
  }
  return rows.map((r) => ({ ...r, email: emails.get(String(r.user_id)) ?? null }));
}

export interface PersonSummary {
  user_id: string;
  display_name: string | null;
  avatar_url: string | null;
  email: string | null;
}

/** Names, avatars and (where the user may see them) e-mails of these accounts, straight from the server. */
export async function readPeople(client: SupabaseClient<Database>, userIds: string[]): Promise<PersonSummary[]> {
  if (!userIds.length) return [];
  const { data, error } = await client
    .from('user_profiles')
    .select('user_id, display_name, avatar_url')
    .in('user_id', userIds);
  if (error) throw error;
  return withEmails(client, data as Omit<PersonSummary, 'email'>[]);
}
