/**
 * Which overload of a function a call means, as PostgREST decides it (Plan.hs, findProc): the
 * argument keys must name every required parameter and only known ones; failing that, a POST
 * whose body type fits falls back to the overload with a single unnamed parameter (json or
 * jsonb for application/json, text for text/plain, xml for text/xml, bytea for
 * application/octet-stream), which then receives the whole body.
 */
import { GatewayError, restError } from '../../errors';
import type { BodyMedia } from '../request';
import { functionHint } from '../schema/function-hint';
import type { FunctionInfo, SchemaSnapshot } from '../schema/types';

const UNNAMED_TYPES: Readonly<Record<BodyMedia, readonly string[]>> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

/**
 * PostgREST's schema cache leaves out functions it cannot call by name. It keeps one unnamed
 * parameter beside named ones; we keep it only alone, since naming it `""` in a call is a
 * syntax error and a malformed call must never surface a SQL error.
 */
export function isCallable(f: FunctionInfo): boolean {
  const unnamed = f.args.filter((a) => a.name === '');
  if (unnamed.length === 0) return true;
  const [only] = f.args;
  return f.args.length === 1 && !!only && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(only.type);
}

/** A function of one unnamed parameter is called with that value, never by name. */
export const takesOnePositional = (f: FunctionInfo): boolean => f.args.length === 1 && f.args[0]?.name === '';

function matchesKeys(f: FunctionInfo, keys: ReadonlySet<string>, post: boolean, media: BodyMedia): boolean {
  if (f.args.length === 0) return keys.size === 0 && !(post && media !== 'json');
  const required = f.args.filter((a) => !a.hasDefault).map((a) => a.name);
  const optional = new Set(f.args.filter((a) => a.hasDefault).map((a) => a.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((n) => keys.has(n));
}

function signature(schema: string, f: FunctionInfo): string {
  return `${schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

function ambiguous(schema: string, fns: FunctionInfo[]): GatewayError {
  return new GatewayError(300, {
    code: 'PGRST203',
    message: `Could not choose the best candidate function between: ${fns.map((f) => signature(schema, f)).join(', ')}`,
    details: null,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

/** PostgREST's NoRpc texts (Error.hs): a raw body searches only for the unnamed overload. */
function notFound(s: SchemaSnapshot, name: string, keys: string[], post: boolean, media: BodyMedia): GatewayError {
  const fn = `${s.schema}.${name}`;
  const rawOnly = post && media !== 'json';
  const withKeys = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
    : ' without parameters';
  const searched = rawOnly
    ? ` with a single unnamed ${media} parameter`
    : post
      ? `${withKeys} or with a single unnamed json/jsonb parameter`
      : withKeys;
  return restError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${rawOnly ? '' : keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    rawOnly ? null : functionHint(s, name, keys),
  );
}

export function resolveFunction(
  s: SchemaSnapshot,
  name: string,
  keyList: string[],
  post: boolean,
  media: BodyMedia,
): FunctionInfo {
  const overloads = (s.functions.get(name) ?? []).filter(isCallable);
  const keys = new Set(keyList);
  const named: FunctionInfo[] = [];
  const fallback: FunctionInfo[] = [];
  for (const f of overloads) {
    if (matchesKeys(f, keys, post, media)) named.push(f);
    else if (post && takesOnePositional(f) && UNNAMED_TYPES[media].includes(f.args[0]!.type)) fallback.push(f);
  }
  const [first] = named.length ? named : fallback;
  if (named.length > 1 || (named.length === 0 && fallback.length > 1))
    throw ambiguous(s.schema, named.length ? named : fallback);
  if (!first) throw notFound(s, name, [...keys].sort(), post, media);
  return first;
}
