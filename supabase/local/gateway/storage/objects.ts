/**
 * The metadata SQL of objects and buckets, each statement run by the caller's transaction
 * (caller.ts), so the policies decide what is seen and written. Shapes follow hosted Storage's
 * answers (src/storage/schemas/object.ts, bucket.ts).
 */
import type pg from 'pg';

/** A client in a transaction, or the pool for Storage's own superuser reads. */
type Queryable = pg.ClientBase | pg.Pool;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const BUCKET_COLUMNS = `id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at`;
const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at,
  updated_at, last_accessed_at`;

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function listBuckets(
  db: Queryable,
  opts: { limit?: number; offset?: number; search?: string; sortColumn?: string; sortOrder?: string },
): Promise<BucketRow[]> {
  const column = ['id', 'name', 'created_at', 'updated_at'].includes(opts.sortColumn ?? '') ? opts.sortColumn : 'name';
  const order = opts.sortOrder === 'desc' ? 'desc' : 'asc';
  const { rows } = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where name ilike '%' || $1 || '%' escape '\\'
      order by ${column} ${order} limit $2 offset $3`,
    [escapeLike(opts.search ?? ''), opts.limit ?? null, opts.offset ?? 0],
  );
  return rows;
}

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

/** The names among `names` the caller can see in the bucket. */
export async function visibleNames(db: Queryable, bucket: string, names: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2)',
    [bucket, names],
  );
  return new Set(rows.map((r) => r.name));
}

/** Locks the current row of a name, whoever may see it, so a replacement knows what it replaces. */
export async function lockCurrent(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<{ id: string; version: string | null } | null> {
  const { rows } = await db.query<{ id: string; version: string | null }>(
    'select id, version from storage.objects where bucket_id = $1 and name = $2 for update',
    [bucket, name],
  );
  return rows[0] ?? null;
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | undefined;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Inserts the row, or with upsert replaces the one there (which takes the update and select
 * policies, as on hosted). No RETURNING: the insert policy alone decides a new object.
 */
export async function writeObject(db: Queryable, o: NewObject, upsert: boolean): Promise<void> {
  await db.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     ${
       upsert
         ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
              version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata`
         : ''
     }`,
    [o.id, o.bucket, o.name, ownerUuid(o.owner), o.owner ?? null, o.version, o.metadata, o.userMetadata],
  );
}

export async function deleteObjects(db: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

export async function moveObject(
  db: Queryable,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
  owner: string | undefined,
): Promise<boolean> {
  const result = await db.query(
    `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6
      where bucket_id = $1 and name = $2`,
    [from.bucket, from.name, to.bucket, to.name, ownerUuid(owner), owner ?? null],
  );
  return (result.rowCount ?? 0) > 0;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  column: string;
  order: 'asc' | 'desc';
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

/**
 * One level under a prefix, as hosted Storage's storage.search (search_legacy_v1, the path
 * taken by callers without bypassrls): first the folders (name only), then the files, each
 * matched by prefix + search, case-insensitively.
 */
export async function listLevel(db: Queryable, bucket: string, o: ListOptions): Promise<ListEntry[]> {
  const prefix = o.prefix && !o.prefix.endsWith('/') ? `${o.prefix}/` : o.prefix;
  const level = (prefix + o.search).split('/').length;
  const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(o.column) ? o.column : 'name';
  const order = o.order === 'desc' ? 'desc' : 'asc';
  const fileOrder = column === 'name' ? `path_tokens[$1] ${order}` : `${column} ${order}, name`;
  const { rows } = await db.query<ListEntry>(
    `with matching as (
       select * from storage.objects
        where bucket_id = $4 and name ilike $2 || $3 || '%' escape '\\'
     ), folders as (
       select path_tokens[$1] as folder from matching
        where array_length(path_tokens, 1) <> $1 group by 1
     )
     (select folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
        from folders order by folder ${order})
     union all
     (select path_tokens[$1], id, updated_at, created_at, last_accessed_at, metadata
        from matching where array_length(path_tokens, 1) = $1 order by ${fileOrder})
     limit $5 offset $6`,
    [level, escapeLike(prefix), escapeLike(o.search), bucket, o.limit, o.offset],
  );
  return rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The deprecated uuid `owner` column: the owner if it is a uuid (a user), else null; owner_id keeps it as text. */
export function ownerUuid(owner: string | undefined): string | null {
  return owner && UUID.test(owner) ? owner : null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
