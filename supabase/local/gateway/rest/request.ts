/**
 * The HTTP-level facts of a REST request, read once: query pairs, Prefer, the negotiated
 * media type, the schema profile and the JSON body. Malformed input becomes PostgREST's
 * 4xx errors here, before any SQL is built.
 */
import type { Context } from 'hono';
import { restError } from '../errors';
import type { RestConfig } from './config';
import { negotiate, type PlanRequest } from './media';
import type { Preferences } from './parse/ast';
import { parsePrefer } from './parse/prefer';
import { decodeQuery } from './parse/query-string';
import { ParseError } from './parse/scanner';

/** What a request body is; anything but these three raw types is read as JSON. */
export type BodyMedia = 'json' | 'text' | 'xml' | 'bytea';

const RAW_MEDIA: Readonly<Record<string, BodyMedia>> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

export interface RestRequest {
  method: string;
  path: string;
  headers: Headers;
  pairs: [string, string][];
  prefs: Preferences;
  singular: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`: the rows as CSV, in PostgreSQL's record text format. */
  csv: boolean;
  /** `Accept: application/vnd.pgrst.plan…` (with db-plan-enabled): EXPLAIN instead of the result. */
  plan: PlanRequest | null;
  /** Parsed JSON body (undefined when there is none or it is not JSON). */
  body: unknown;
  /** What the body is, from Content-Type: JSON unless text/plain, text/xml or octet-stream. */
  media: BodyMedia;
  /** The body as sent (a function of one unnamed parameter receives it whole). */
  raw: Buffer | undefined;
  /** The schema the request addresses: its profile header, else the first exposed schema. */
  schema: string;
  /** Whether the response names the schema in Content-Profile (PostgREST: a profile was asked
   * for, or more than one schema is exposed). */
  profiled: boolean;
}

export function parseErrorToRest(err: ParseError) {
  return restError(400, 'PGRST100', err.message, err.details);
}

/**
 * The request's schema from Accept-Profile (GET, HEAD) or Content-Profile (writes), as
 * PostgREST's ApiRequest.hs getSchema reads them: 406 PGRST106 for a schema not exposed.
 */
function profileOf(method: string, headers: Headers, schemas: string[]): { schema: string; profiled: boolean } {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = headers.get(header);
  if (profile === null) return { schema: schemas[0] ?? 'public', profiled: schemas.length !== 1 };
  if (!schemas.includes(profile)) {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return { schema: profile, profiled: true };
}

export async function readRequest(c: Context, path: string, config: RestConfig): Promise<RestRequest> {
  const method = c.req.method.toUpperCase();
  const headers = c.req.raw.headers;
  const { schema, profiled } = profileOf(method, headers, config.schemas);
  const { singular, stripNulls, csv, plan } = negotiate(headers.get('accept'), config.planEnabled);
  const prefs = parsePrefer(headers.get('prefer'));
  if (prefs.handling === 'strict' && prefs.invalid.length) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
  let pairs: [string, string][];
  try {
    pairs = decodeQuery(new URL(c.req.url).search);
  } catch (err) {
    if (err instanceof ParseError) throw parseErrorToRest(err);
    throw err;
  }
  let body: unknown;
  let raw: Buffer | undefined;
  const contentType = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const media = RAW_MEDIA[contentType] ?? 'json';
  if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
    raw = Buffer.from(await c.req.arrayBuffer());
    const text = media === 'json' ? raw.toString('utf8') : '';
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch (err) {
        throw restError(400, 'PGRST102', 'Empty or invalid json', err instanceof Error ? err.message : null);
      }
    }
  }
  return { method, path, headers, pairs, prefs, singular, stripNulls, csv, plan, body, media, raw, schema, profiled };
}
