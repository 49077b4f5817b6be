/** The Auth service's access to PostgreSQL: a query target and a transaction helper. */
import type pg from 'pg';

export type Db = Pick<pg.Pool, 'query'>;

export async function inTransaction<T>(pool: pg.Pool, fn: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  // pg-pool takes its 'error' listener off a checked-out client; a connection dropped between
  // two queries must not become an uncaught exception.
  const onError = () => {
    broken = true;
  };
  client.on('error', onError);
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/** The SQLSTATE of a PostgreSQL error, if it is one. */
export function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}
