/**
 * The untyped doors to the REST API, for names known only at run time: the replication engines
 * are generic over tables and pick the table (and its columns) from a registry, and the outbox
 * replays an RPC by the name it stored. `Database`'s types need the name at compile time.
 * Everything else uses the typed client; the registry's row types and the outbox's arguments
 * come from `Database` (collections/workspace-records/rows.ts, outbox/commands.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

export function fromTable(client: SupabaseClient<Database>, table: string) {
  return (client as unknown as SupabaseClient).from(table);
}

export function rpcByName(client: SupabaseClient<Database>, fn: string, args: Record<string, unknown>) {
  return (client as unknown as SupabaseClient).rpc(fn, args);
}
