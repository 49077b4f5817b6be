/**
 * Signing and verifying the HS256 JWTs the stack issues and accepts, and turning a request's
 * bearer token or apikey into claims. The stack issues only JWT keys, so an opaque
 * `sb_publishable_`/`sb_secret_` key is refused like any other token it did not sign.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type Claims = Record<string, unknown> & { role: string; sub?: string; exp?: number };

export type VerifyFailure = 'malformed' | 'expired' | 'missing_exp' | 'claims';

export class JwtError extends Error {
  constructor(
    readonly reason: VerifyFailure,
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const encoder = new TextEncoder();

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

/** The roles a token may act as: a token signed for any other (even with our secret) is refused. */
export const TOKEN_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * The Auth service also takes `supabase_admin`, one of GoTrue's default admin roles
 * (GOTRUE_JWT_ADMIN_ROLES: service_role, supabase_admin; internal/conf/configuration.go).
 * REST does not: PostgREST would switch to that role, which the project never grants.
 */
export const AUTH_TOKEN_ROLES = new Set([...TOKEN_ROLES, 'supabase_admin']);

/**
 * Verifies the signature (HS256 only, so `alg: none` and keys of other algorithms fail), the
 * expiry, the role and, for a signed-in user's token, its audience ('authenticated', as
 * GoTrue issues). A token without `role` acts as anon, as PostgREST does.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  roles: ReadonlySet<string> = TOKEN_ROLES,
): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.exp !== 'number') throw new JwtError('missing_exp', 'Missing exp claim');
    const role = typeof payload.role === 'string' && payload.role ? payload.role : 'anon';
    if (!roles.has(role)) throw new JwtError('claims', `JWT role "${role}" is not allowed`);
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (role === 'authenticated' && !aud.includes('authenticated')) {
      throw new JwtError('claims', 'JWT audience is not "authenticated"');
    }
    return { ...(payload as Record<string, unknown>), role } as Claims;
  } catch (err) {
    if (err instanceof JwtError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    throw new JwtError('malformed', err instanceof Error ? err.message : 'invalid JWT');
  }
}

/** The token a request authenticates with: the Bearer token, else the apikey header. */
export function requestToken(headers: Headers): string | null {
  const auth = headers.get('authorization');
  const match = auth ? /^bearer\s+(.+)$/i.exec(auth.trim()) : null;
  if (match?.[1]) return match[1].trim();
  const apikey = headers.get('apikey');
  return apikey ? apikey.trim() : null;
}
