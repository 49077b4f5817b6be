/** CORS for browser origins: every call is preflighted, and the client must read Content-Range and the auth API version. */
import type { MiddlewareHandler } from 'hono';

const ALLOW_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, accept-profile, content-profile, prefer, accept, range, x-retry-count, traceparent, tracestate, baggage';
const EXPOSE_HEADERS =
  'Content-Range, X-Total-Count, Link, X-Supabase-Api-Version, Content-Profile, Preference-Applied, Location, Retry-After';

export const corsMiddleware: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': origin ?? '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? ALLOW_HEADERS,
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin',
      },
    });
  }
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', origin ?? '*');
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  if (origin) c.res.headers.append('Vary', 'Origin');
};
