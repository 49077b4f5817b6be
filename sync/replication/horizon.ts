/**
 * The horizon of a commit-ordered pull: `public.sync_horizon()`, the xmin of the server's
 * snapshot, below which every transaction has ended. A pull moves its (_txid, id) checkpoint
 * only over rows below it, so a row whose transaction is still open when the pull reads can
 * never end up behind the checkpoint (see sync/README.md, "Commit-ordered checkpoints").
 *
 * xmin never goes down, so a horizon read before a table's request is still safe when that
 * request runs, and one answer may serve every pull that starts while it is on its way (a
 * reconnect resyncs a dozen tables at once).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import type { SyncContext } from './types';
import { nextTask } from '../next-task';

const inFlight = new WeakMap<SupabaseClient<Database>, Promise<bigint>>();

async function askHorizon(client: SupabaseClient<Database>): Promise<bigint> {
  const { data, error } = await client.rpc('sync_horizon');
  if (error) throw error;
  if (typeof data !== 'string' || !/^\d+$/.test(data)) throw new Error(`sync_horizon answered ${JSON.stringify(data)}`);
  return BigInt(data);
}

/**
 * The server's current pull horizon (shared with pulls already waiting for one). Each pull goes
 * on in a task of its own: a dozen of them building their requests at once were one long task.
 */
export async function pullHorizon(ctx: Pick<SyncContext, 'client'>): Promise<bigint> {
  let asked = inFlight.get(ctx.client);
  if (!asked) {
    asked = askHorizon(ctx.client).finally(() => inFlight.delete(ctx.client));
    inFlight.set(ctx.client, asked);
  }
  const horizon = await asked;
  await nextTask();
  return horizon;
}
