/**
 * The Storage service (/storage/v1): the routes @supabase/storage-js calls, as hosted Storage
 * lays them out (src/http/routes/object, bucket, tus). Paths are split and percent-decoded
 * here, once, so an object name reaches the handlers exactly as the client named it. The apikey
 * is required as for Auth and REST, except where a browser opens a URL by itself: public
 * objects, signed download URLs and signed upload URLs, which carry their own authority.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { apiKeyMiddleware } from '../api-key';
import type { GatewayDeps } from '../deps';
import { GatewayError } from '../errors';
import { liveSessionCheck } from '../live-session';
import { unavailableError } from '../rest/pg-error';
import { type Identity, ownerOf, serviceIdentity, storageIdentity } from './caller';
import { createBucket, deleteBucket, emptyBucket, getBucket, getBuckets, updateBucket } from './bucket-routes';
import type { Call, StorageEnv } from './env';
import { databaseUnavailable, invalidRequest, storageError } from './errors';
import { storageDirs } from './files';
import { decodeSegments, mustBeCleanObjectName } from './names';
import {
  copy,
  downloadAsCaller,
  downloadPublic,
  downloadSigned,
  imageTransformation,
  list,
  move,
  objectInfo,
  prefixesOf,
  removeMany,
  removeOne,
  signMany,
  signOne,
} from './object-routes';
import { createResumable } from './resumable';
import { signObjectToken, verifyObjectToken } from './signed';
import { bucketForUpload, checkCanUpload, storeFromRequest } from './upload';

/** How long a signed upload URL lasts: hosted's default (UPLOAD_SIGNED_URL_EXPIRATION_TIME). */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

/** Requests a browser makes from a bare URL; everything else needs the apikey. */
function opensWithoutKey(method: string, segments: string[]): boolean {
  const read = method === 'GET' || method === 'HEAD';
  if (segments[0] !== 'object') return false;
  if (read && (segments[1] === 'public' || segments[1] === 'sign')) return true;
  return method === 'PUT' && segments[1] === 'upload' && segments[2] === 'sign';
}

export function createStorageApp(deps: GatewayDeps): Hono {
  const env: StorageEnv = {
    pool: deps.pool,
    dirs: storageDirs(deps.storageDir),
    jwtSecret: deps.jwtSecret,
    log: deps.log,
    statementTimeoutMs: deps.statementTimeoutMs,
  };
  const live = liveSessionCheck(deps.pool);
  const resumable = createResumable(env.dirs.resumable, deps.log);
  const requireKey = apiKeyMiddleware(deps);
  const app = new Hono();

  app.all('*', async (c, next) => {
    const segments = decodeSegments(rawPath(c).replace(/^\/storage\/v1/, ''));
    if (opensWithoutKey(c.req.method, segments)) return route(c, segments);
    let answer: Response | undefined;
    const refused = await requireKey(c, async () => {
      answer = await route(c, segments);
    });
    return refused ?? answer ?? next();
  });

  async function route(c: Context, s: string[]): Promise<Response> {
    const method = c.req.method;
    const req = { method, path: new URL(c.req.url).pathname, headers: c.req.raw.headers };
    const as = (id: Identity): Call => ({ env, id, req });
    const caller = async () => as(await storageIdentity(req.headers, deps.jwtSecret, live));
    const anonymous = () => as({ role: 'anon', claims: { role: 'anon' } });
    const query = new URL(c.req.url).searchParams;
    const name = (from: number) => s.slice(from).join('/');
    const read = method === 'GET' || method === 'HEAD';

    if (s[0] === 'bucket') {
      if (s.length === 1 && read) return getBuckets(await caller(), query);
      if (s.length === 1 && method === 'POST') return createBucket(await caller(), await json(c));
      if (s.length === 2 && read) return getBucket(await caller(), s[1]!);
      if (s.length === 2 && method === 'PUT') return updateBucket(await caller(), s[1]!, await json(c));
      if (s.length === 2 && method === 'DELETE') return deleteBucket(await caller(), s[1]!);
      if (s.length === 3 && s[2] === 'empty' && method === 'POST') return emptyBucket(await caller(), s[1]!);
    }
    if (s[0] === 'upload' && s[1] === 'resumable') return resumable.handle(c.req.raw, await caller());
    if (s[0] === 'render') throw imageTransformation();
    if (s[0] !== 'object' || s.length < 2) return notFound(method, req.path);

    const [, kind, bucket] = s;
    if (kind === 'list' && method === 'POST' && bucket) return list(await caller(), bucket, await json(c));
    if (kind === 'list-v2') throw storageError(400, 'NotSupported', 'list-v2 is not emulated by the local stack');
    if (kind === 'move' && method === 'POST' && s.length === 2) return move(await caller(), await json(c));
    if (kind === 'copy' && method === 'POST' && s.length === 2) return copy(await caller(), await json(c));
    if (kind === 'sign' && bucket) {
      if (method === 'POST' && s.length === 3) return signMany(await caller(), bucket, await json(c));
      if (method === 'POST') return signOne(await caller(), bucket, name(3), await json(c));
      if (read && s.length > 3) return downloadSigned(anonymous(), bucket, name(3), query);
    }
    if (kind === 'upload' && s[2] === 'sign' && s.length > 4) {
      const [target, object] = [s[3]!, mustBeCleanObjectName(name(4))];
      if (method === 'POST') return signUpload(await caller(), target, object, c.req.header('x-upsert') === 'true');
      if (method === 'PUT') return uploadToSigned(c, target, object, query.get('token') ?? undefined);
    }
    if (kind === 'public' && read && s.length > 3) return downloadPublic(anonymous(), bucket!, name(3), query);
    if (kind === 'authenticated' && read && s.length > 3)
      return downloadAsCaller(await caller(), bucket!, name(3), query);
    if (kind === 'info' && read) {
      const from = s[2] === 'authenticated' || s[2] === 'public' ? 3 : 2;
      if (s.length > from + 1) return objectInfo(await caller(), s[from]!, name(from + 1));
    }
    const objectName = name(2);
    if (method === 'DELETE' && s.length === 2) {
      return Response.json(await removeMany(await caller(), kind!, prefixesOf(await json(c))));
    }
    if (s.length > 2) {
      if (method === 'POST' || method === 'PUT') {
        const call = await caller();
        // PUT replaces or creates, as hosted's update does; POST replaces only with x-upsert.
        const upsert = method === 'PUT' || c.req.header('x-upsert') === 'true';
        const target = { bucket: kind!, name: mustBeCleanObjectName(objectName), upsert, owner: ownerOf(call.id) };
        const { id } = await storeFromRequest(call, c.req.raw, target);
        return Response.json({ Id: id, Key: `${target.bucket}/${target.name}` });
      }
      if (read) return downloadAsCaller(await caller(), kind!, objectName, query);
      if (method === 'DELETE') return removeOne(await caller(), kind!, objectName);
    }
    return notFound(method, req.path);
  }

  async function signUpload(call: Call, bucket: string, object: string, upsert: boolean): Promise<Response> {
    await bucketForUpload(call, bucket);
    const owner = ownerOf(call.id);
    await checkCanUpload(call, { bucket, name: object, upsert, owner }, { type: 'application/octet-stream' });
    const url = `${bucket}/${object}`;
    const token = await signObjectToken(deps.jwtSecret, { url, scope: 'upload', owner, upsert }, SIGNED_UPLOAD_SECONDS);
    return Response.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  }

  /** The signer's right to write was checked when the URL was made; the write runs as Storage. */
  async function uploadToSigned(c: Context, bucket: string, object: string, token: string | undefined) {
    const claims = await verifyObjectToken(deps.jwtSecret, token, { url: `${bucket}/${object}`, scope: 'upload' });
    const call: Call = {
      env,
      id: serviceIdentity(claims.owner),
      req: { method: 'PUT', path: new URL(c.req.url).pathname, headers: c.req.raw.headers },
    };
    const target = { bucket, name: object, upsert: claims.upsert === true, owner: claims.owner };
    const { id } = await storeFromRequest(call, c.req.raw, target);
    return Response.json({ Id: id, Key: `${bucket}/${object}` });
  }

  app.onError((err) => {
    if (err instanceof GatewayError) throw err;
    if (unavailableError(err)) throw databaseUnavailable();
    deps.log(`[storage] unexpected failure: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    throw storageError(500, 'InternalError', 'Internal Server Error', { error: 'Internal' });
  });
  return app;
}

/**
 * The path as the client sent it. The request's URL is already normalised (`a/../b` is `b`),
 * which would let a name with `..` through as another name; Node's own request keeps it.
 */
function rawPath(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return (incoming?.url ?? new URL(c.req.url).pathname).split('?')[0]!;
}

async function json(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidRequest('The body must be JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidRequest('The body must be a JSON object');
  return body as Record<string, unknown>;
}

function notFound(method: string, path: string): Response {
  return Response.json(
    { statusCode: '404', error: 'Not Found', message: `Route ${method}:${path} not found` },
    { status: 404 },
  );
}
