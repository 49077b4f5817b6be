/**
 * The live half of a handlers-based replication: a Realtime channel with postgres_changes on
 * one table, or on several (a records replication: one channel, one listener per table). Realtime does not replay what a disconnected client missed, so every
 * SUBSCRIBED (the first join and each rejoin) asks for a RESYNC, a checkpoint pull, and tells the
 * engine the link is up (`onLiveJoined`), so writers waiting out a back-off try at once. Channel
 * and subscription errors go to the sync status.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { randomToken } from 'rxdb';
import type { Row } from './rows';
import type { SyncContext } from './types';

export interface LiveStreamHandlers {
  /** `inserted`: the change was the row's INSERT (not an UPDATE). */
  onRow: (row: Row, table: string, inserted: boolean) => void;
  onResync: () => void;
}

export function openLiveStream(
  ctx: SyncContext,
  tables: string | string[],
  handlers: LiveStreamHandlers,
  /** The name errors are reported under (default: the table). */
  collection = String(tables),
): () => Promise<void> {
  const report = (message: string) =>
    ctx.status.reportError({ collection, direction: 'stream', kind: 'network', code: null, message });
  let channel: RealtimeChannel = ctx.client.channel(`evee-sync:${collection}:${randomToken(8)}`);
  for (const table of typeof tables === 'string' ? [tables] : tables) {
    channel = channel.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
      // Rows are soft-deleted (`_deleted`), so a hard DELETE never concerns the mirror.
      if (payload.eventType !== 'DELETE') handlers.onRow(payload.new as Row, table, payload.eventType === 'INSERT');
    });
  }
  channel = channel
    .on('system', {}, (payload: { status?: string; message?: string; extension?: string }) => {
      if (payload?.status === 'error') report(`Live updates failed: ${payload.message ?? 'unknown error'}`);
    })
    .subscribe((state, err) => {
      if (state === 'SUBSCRIBED') {
        handlers.onResync();
        ctx.onLiveJoined?.();
      } else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') {
        report(`Live updates ${state === 'TIMED_OUT' ? 'timed out' : 'disconnected'}${err ? `: ${err.message}` : ''}`);
      }
    });
  return async () => {
    await ctx.client.removeChannel(channel);
  };
}
