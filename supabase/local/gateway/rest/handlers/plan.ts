/**
 * Planning against the schema cache with one retry: when planning fails because the cache
 * lacks a relation, column, relationship or function, the cache is reloaded once and the
 * plan retried, so objects created moments ago are found.
 */
import { GatewayError } from '../../errors';
import { parseErrorToRest } from '../request';
import { ParseError } from '../parse/scanner';
import type { SchemaSource } from '../schema/cache';
import type { SchemaSnapshot } from '../schema/types';

const STALE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205']);

export async function plan<T>(cache: SchemaSource, build: (s: SchemaSnapshot) => T): Promise<T> {
  const attempt = (s: SchemaSnapshot) => {
    try {
      return build(s);
    } catch (err) {
      if (err instanceof ParseError) throw parseErrorToRest(err);
      throw err;
    }
  };
  try {
    return attempt(await cache.get());
  } catch (err) {
    if (!(err instanceof GatewayError) || !STALE_CODES.has(String(err.body.code))) throw err;
    return attempt(await cache.reload());
  }
}
