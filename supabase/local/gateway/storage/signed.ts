/**
 * Signed URL tokens, as hosted Storage makes them (src/storage/object.ts, signObjectUrl and
 * signUploadObjectUrl): an HS256 JWT signed with the project's JWT secret, naming the object as
 * `url` (`<bucket>/<name>`) and what it is for as `scope` (download or upload; an upload token
 * also carries the owner and whether it may replace). No role claim: used as a bearer token
 * elsewhere it is only anon. A token for one object, or one scope, opens nothing else.
 */
import { errors as joseErrors, jwtVerify } from 'jose';
import { signJwt } from '../jwt';
import { invalidJwt, invalidSignature, storageError } from './errors';

export type Scope = 'download' | 'upload';

export interface SignedClaims {
  url: string;
  scope: Scope;
  exp: number;
  owner?: string;
  upsert?: boolean;
}

/** expiresIn as hosted takes it: a whole number of seconds, at least 1. */
export function mustBeExpiry(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw storageError(400, 'InvalidParameter', 'expiresIn must be a whole number of seconds, at least 1');
  }
  return value;
}

export async function signObjectToken(
  secret: string,
  claims: { url: string; scope: Scope; owner?: string; upsert?: boolean },
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat, exp: iat + expiresIn }, secret);
}

export async function verifyObjectToken(
  secret: string,
  token: string | undefined,
  expected: { url: string; scope: Scope },
): Promise<SignedClaims> {
  if (!token) throw invalidJwt('jwt must be provided');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw invalidJwt('jwt expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw invalidJwt('invalid signature');
    throw invalidJwt('jwt malformed');
  }
  if (payload.scope !== expected.scope) throw invalidSignature(`Token is not scoped for ${expected.scope}`);
  if (payload.url !== expected.url) throw invalidSignature();
  if (typeof payload.exp !== 'number') throw invalidJwt('jwt must have an expiry');
  return payload as unknown as SignedClaims;
}
