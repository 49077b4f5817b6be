/**
 * Reading Auth requests: the JSON body (any malformed body is a 400 in GoTrue's shape, never
 * a 500), typed field access that ignores unknown fields, and the redirect_to parameter.
 */
import type { Context } from 'hono';
import { authError } from '../errors';

export type Body = Record<string, unknown>;

export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw authError(400, 'bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Body;
}

/** A string field; absent or null gives undefined, any other type is a validation error. */
export function str(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw authError(400, 'validation_failed', `${key} must be a string`);
  return value;
}

export function bool(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw authError(400, 'validation_failed', `${key} must be a boolean`);
  return value;
}

/** A JSON object field (metadata); absent or null gives undefined. */
export function obj(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw authError(400, 'validation_failed', `${key} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** redirect_to from the query (how auth-js sends it), else the body; only http(s) URLs count. */
export function redirectTo(c: Context, body: Body = {}): string | undefined {
  const raw = c.req.query('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : undefined);
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : undefined;
  } catch {
    return undefined;
  }
}
