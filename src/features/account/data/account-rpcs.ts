// Account actions that need the server's authority, online only (refused at once offline, in
// words): create a company (create_company), delete the account (delete_my_account), and change
// the password or the e-mail address (Auth's PUT /user, with the code of GET /reauthenticate). Each resolves with the server's words on a refusal, never
// throws; the device's mirrors follow through replication.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import type { CompanyDoc } from '@sync/collections/companies/schema';
import { describeAuthError } from '@/utils/auth-errors';

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

type AuthCall = () => Promise<{ error: { code?: string; message: string; status?: number } | null }>;

/** An Auth call in run()'s terms, its refusal put in words a person can act on. */
async function authRun(what: string, call: AuthCall): Promise<{ error: string | null; code?: string }> {
  let code: string | undefined;
  const { error } = await run(
    what,
    async () => {
      const { error: authError } = await call();
      code = authError?.code;
      return { data: null, error: authError ? { code: authError.code, message: authError.message } : null };
    },
    (e) => describeAuthError(e),
  );
  return { error, code };
}

/**
 * Mails the signed-in person a 6-digit code (Auth's GET /reauthenticate), which a password or
 * e-mail change must carry ('Authentication required for sensitive operations').
 */
export function sendReauthenticationCode(client: SupabaseClient<Database>) {
  return authRun('Sending the confirmation code', () => client.auth.reauthenticate());
}

export function changePassword(client: SupabaseClient<Database>, password: string, nonce: string) {
  return authRun('Changing the password', () => client.auth.updateUser({ password, nonce }));
}

/** The new address gets a link; the account's address changes once it is followed. */
export function changeEmail(client: SupabaseClient<Database>, email: string, nonce: string, returnTo: string) {
  return authRun('Changing the e-mail address', () =>
    client.auth.updateUser({ email, nonce }, { emailRedirectTo: returnTo }),
  );
}
