/**
 * The bucket endpoints (src/http/routes/bucket/* of hosted Storage), each as the caller: with
 * row-level security on storage.buckets and no policy there, only the service role sees or
 * changes buckets, as on hosted. A project's buckets come from its migrations.
 */
import { ownerOf } from './caller';
import { type Call, callerTx } from './env';
import { noSuchBucket, storageError } from './errors';
import { mustBeValidBucketName } from './names';
import { findBucket, listBuckets, ownerUuid } from './objects';
import { removeFiles } from './object-routes';

export async function getBuckets(call: Call, query: URLSearchParams): Promise<Response> {
  const int = (name: string) => {
    const value = Number(query.get(name));
    return query.has(name) && Number.isInteger(value) && value >= 0 ? value : undefined;
  };
  const rows = await callerTx(
    call,
    (db) =>
      listBuckets(db, {
        limit: int('limit'),
        offset: int('offset'),
        search: query.get('search') ?? '',
        sortColumn: query.get('sortColumn') ?? undefined,
        sortOrder: query.get('sortOrder') ?? undefined,
      }),
    { readOnly: true },
  );
  return Response.json(rows);
}

export async function getBucket(call: Call, id: string): Promise<Response> {
  const row = await callerTx(call, (db) => findBucket(db, id), { readOnly: true });
  if (!row) throw noSuchBucket();
  return Response.json(row);
}

export async function createBucket(call: Call, body: Record<string, unknown>): Promise<Response> {
  const name = mustBeValidBucketName(typeof body.name === 'string' ? body.name : '');
  const id = typeof body.id === 'string' && body.id ? mustBeValidBucketName(body.id) : name;
  const owner = ownerOf(call.id);
  await callerTx(call, (db) =>
    db.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        name,
        ownerUuid(owner),
        owner ?? null,
        body.public === true,
        sizeOf(body.file_size_limit),
        mimeTypesOf(body.allowed_mime_types),
      ],
    ),
  );
  return Response.json({ name: id });
}

export async function updateBucket(call: Call, id: string, body: Record<string, unknown>): Promise<Response> {
  const result = await callerTx(call, (db) =>
    db.query(
      `update storage.buckets set public = coalesce($2, public),
              file_size_limit = case when $5 then $3 else file_size_limit end,
              allowed_mime_types = case when $6 then $4 else allowed_mime_types end,
              updated_at = now()
        where id = $1`,
      [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        sizeOf(body.file_size_limit),
        mimeTypesOf(body.allowed_mime_types),
        'file_size_limit' in body,
        'allowed_mime_types' in body,
      ],
    ),
  );
  if (!result.rowCount) throw noSuchBucket();
  return Response.json({ message: 'Successfully updated' });
}

export async function emptyBucket(call: Call, id: string): Promise<Response> {
  const removed = await callerTx(call, async (db) => {
    if (!(await findBucket(db, id))) throw noSuchBucket();
    const { rows } = await db.query('delete from storage.objects where bucket_id = $1 returning version', [id]);
    return rows as { version: string | null }[];
  });
  await removeFiles(call, removed);
  return Response.json({ message: 'Successfully emptied' });
}

export async function deleteBucket(call: Call, id: string): Promise<Response> {
  await callerTx(call, async (db) => {
    const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (rows.length > 0) {
      throw storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty');
    }
    const result = await db.query('delete from storage.buckets where id = $1', [id]);
    if (!result.rowCount) throw noSuchBucket();
  });
  return Response.json({ message: 'Successfully deleted' });
}

/** A size as a number of bytes or hosted's text form ('20MB', '30KB', '3B', '1GB'). */
function sizeOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value.trim()) : null;
  if (!match) {
    throw storageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  }
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(match[2] ?? 'B').toUpperCase() as 'B'];
  return Number(match[1]) * unit;
}

function mimeTypesOf(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !/^[\w.+-]+\/([\w.+-]+|\*)$/.test(v))) {
    throw storageError(
      400,
      'InvalidRequest',
      'allowed_mime_types must be a list of types such as image/png or image/*',
    );
  }
  return value as string[];
}
