/**
 * The API gateway's key check, as hosted Supabase's gateway does it: every Auth and REST call
 * must carry one of the project's keys in the `apikey` header, else 401.
 * Links a browser opens directly (e-mail verification, OAuth callbacks) and the JWKS carry no
 * key and stay open. The caller's identity still comes from the Authorization header.
 */
import type { MiddlewareHandler } from 'hono';

const OPEN_PATHS = [/^\/auth\/v1\/(verify|callback|authorize|health|\.well-known\/jwks\.json)$/];

export function apiKeyMiddleware(keys: { anonKey: string; serviceRoleKey: string }): MiddlewareHandler {
  const accepted = new Set([keys.anonKey, keys.serviceRoleKey]);
  return async (c, next) => {
    if (OPEN_PATHS.some((re) => re.test(c.req.path))) return next();
    const key = c.req.header('apikey');
    if (!key)
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header was found.' }, 401);
    if (!accepted.has(key.trim()))
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    return next();
  };
}
