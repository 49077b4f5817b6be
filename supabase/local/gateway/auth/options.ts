/**
 * The Auth service's settings, read once from the gateway's dependencies with GoTrue's
 * defaults filled in: token lifetimes, the site URL that e-mail links return to, and the
 * lockout policy of product-spec §5.
 */
import type { GatewayDeps } from '../deps';

export interface AuthOptions {
  /** `iss` of access tokens: the public Auth URL. */
  issuer: string;
  authUrl: string;
  jwtSecret: string;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** Where e-mail links send the browser when no redirect_to is given. */
  siteUrl: string;
  /** A rotated refresh token may be presented again this long and yields the same child. */
  refreshReuseSeconds: number;
  /** Lifetime of e-mail link tokens and OTPs. */
  otpTtlSeconds: number;
  /**
   * maxFailures consecutive failures from one client lock that client out of the account for
   * lockSeconds; clientMaxFailures failures from one client across any accounts within
   * lockSeconds block that client's password sign-ins for lockSeconds.
   */
  lockout: { maxFailures: number; lockSeconds: number; clientMaxFailures: number };
  /**
   * One-time codes: maxGuesses wrong guesses burn a code, and more than maxGuesses guesses at
   * one address within windowSeconds answer 429 until the window ends.
   */
  otpGuard: { maxGuesses: number; windowSeconds: number };
  /** GoTrue's SMTP max frequency: one mail of a kind per address per this many seconds. */
  mailIntervalSeconds: number;
  /**
   * GoTrue's secure password change: a session older than this must present the nonce of
   * GET /reauthenticate to change its password (here: or its e-mail).
   */
  reauthWindowSeconds: number;
}

export const DEFAULT_SITE_URL = 'http://localhost:4173';

export function authOptions(deps: GatewayDeps): AuthOptions {
  const authUrl = `${deps.publicUrl.replace(/\/+$/, '')}/auth/v1`;
  return {
    issuer: authUrl,
    authUrl,
    jwtSecret: deps.jwtSecret,
    jwtExpiry: deps.jwtExpiry && deps.jwtExpiry > 0 ? Math.floor(deps.jwtExpiry) : 3600,
    siteUrl: deps.siteUrl ?? DEFAULT_SITE_URL,
    refreshReuseSeconds: 10,
    otpTtlSeconds: 3600,
    lockout: { maxFailures: 5, lockSeconds: 15 * 60, clientMaxFailures: 20 },
    otpGuard: { maxGuesses: 5, windowSeconds: 15 * 60 },
    mailIntervalSeconds: 60,
    reauthWindowSeconds: 24 * 60 * 60,
  };
}
