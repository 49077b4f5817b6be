/**
 * The local stack's API keys. Like Supabase's own local tooling, they are derived from a
 * documented development JWT secret unless JWT_SECRET is set, so they are the well-known
 * demo keys and never secrets.
 */
import { signJwt } from './gateway/jwt';

export const DEV_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** exp of the Supabase CLI's demo keys (2032-11-12). */
const DEMO_KEY_EXP = 1983812996;

export interface ApiKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

export async function deriveKeys(jwtSecret = DEV_JWT_SECRET): Promise<ApiKeys> {
  const key = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXP }, jwtSecret);
  return { jwtSecret, anonKey: await key('anon'), serviceRoleKey: await key('service_role') };
}
