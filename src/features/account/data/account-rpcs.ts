// Account actions that need the server's authority, online only (refused at once offline, in
// words): create a company (create_company), delete the account (delete_my_account) and change
// the password (Auth's PUT /user). Each resolves with the server's words on a refusal, never
// throws; the device's mirrors follow through replication.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import type { CompanyDoc } from '@sync/collections/companies/schema';

export const OFFLINE_MESSAGE = 'You are offline. This needs a connection.';
export const IDENTIFIER_TAKEN = 'This identifier is already taken';
const UNREACHABLE = 'Evee could not be reached. Try again.';

export interface CreateCompanyInput {
  name: string;
  identifier: string;
  logo_url?: string | null;
}

type PgError = { code?: string; message: string };

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function run<T>(
  what: string,
  call: () => Promise<{ data: T; error: PgError | null }>,
  words = (e: PgError) => e.message,
) {
  if (offline()) return { data: null, error: OFFLINE_MESSAGE };
  try {
    const { data, error } = await call();
    if (!error) return { data, error: null };
    console.error(`${what} failed`, { error });
    return { data: null, error: words(error) };
  } catch (err) {
    console.error(`${what} failed`, { err });
    return { data: null, error: offline() ? OFFLINE_MESSAGE : UNREACHABLE };
  }
}

export function createCompany(
  client: SupabaseClient<Database>,
  input: CreateCompanyInput,
): Promise<{ data: CompanyDoc | null; error: string | null }> {
  return run(
    'Creating a company',
    async () =>
      await client.rpc('create_company', {
        name: input.name.trim(),
        identifier: input.identifier.trim().toLowerCase(),
        logo_url: input.logo_url?.trim() || null,
      }),
    (e) => (e.code === '23505' ? IDENTIFIER_TAKEN : e.message),
  ) as Promise<{ data: CompanyDoc | null; error: string | null }>;
}

export async function deleteMyAccount(
  client: SupabaseClient<Database>,
  email: string,
): Promise<{ error: string | null }> {
  const { error } = await run(
    'Deleting the account',
    async () => await client.rpc('delete_my_account', { confirm_email: email.trim() }),
  );
  return { error };
}

export async function changePassword(
  client: SupabaseClient<Database>,
  password: string,
): Promise<{ error: string | null }> {
  const { error } = await run('Changing the password', async () => {
    const { error: authError } = await client.auth.updateUser({ password });
    return { data: null, error: authError ? { code: authError.code, message: authError.message } : null };
  });
  return { error };
}
