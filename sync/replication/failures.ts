/**
 * Writes the server refused for good, kept in `sync_failures` so the user sees them and
 * chooses Retry or Discard. Recording one takes the document out of the push queue; the
 * document itself keeps the user's version until they decide.
 */
import type { SyncContext } from './types';
import type { ClassifiedError } from './errors';

export function failureId(collection: string, documentId: string): string {
  return `${collection}:${documentId}`;
}

export async function recordFailure(
  ctx: SyncContext,
  collection: string,
  document: Record<string, unknown>,
  error: ClassifiedError,
): Promise<void> {
  const documentId = String(document.id);
  ctx.status.reportError({
    collection,
    direction: 'push',
    kind: 'permanent',
    code: error.code,
    message: error.message,
  });
  await ctx.db.sync_failures.upsert({
    id: failureId(collection, documentId),
    table_name: collection,
    document_id: documentId,
    attempted: JSON.parse(JSON.stringify(document)),
    code: error.code,
    message: error.message,
    failed_at: new Date().toISOString(),
  });
}
