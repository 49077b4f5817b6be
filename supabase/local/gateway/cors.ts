/**
 * CORS for browser origins: every call is preflighted, and the client must read Content-Range,
 * the auth API version, and Storage's download and resumable-upload headers.
 */
import type { MiddlewareHandler } from 'hono';

// Storage adds its upload headers and tus's, and exposes what storage-js and tus-js-client read.
const ALLOW_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, accept-profile, content-profile, prefer, accept, range, x-retry-count, traceparent, tracestate, baggage, ' +
  'x-upsert, x-metadata, cache-control, if-none-match, tus-resumable, upload-length, upload-offset, upload-metadata, upload-defer-length, upload-concat, x-http-method-override, x-requested-with';
const EXPOSE_HEADERS =
  'Content-Range, X-Total-Count, Link, X-Supabase-Api-Version, Content-Profile, Preference-Applied, Location, Retry-After, ' +
  'Content-Type, Content-Length, Content-Disposition, ETag, Last-Modified, Cache-Control, Accept-Ranges, X-Content-Type-Options, ' +
  'Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size, Upload-Offset, Upload-Length, Upload-Metadata, Upload-Expires, Tus-Complete';

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
