/**
 * Turns a pure per-collection conflict rule into RxDB's conflict handler. Equality ignores
 * RxDB's bookkeeping fields, so a document equal in content to the server's never counts as
 * a conflict. The default rule for collections that name none is "the server wins".
 */
import { deepEqual, type RxConflictHandler, type WithDeleted } from 'rxdb';

/** Given the device's version and the server's, the version both should keep. */
export type ConflictRule<Doc> = (local: WithDeleted<Doc>, server: WithDeleted<Doc>) => WithDeleted<Doc>;

const BOOKKEEPING = new Set(['_meta', '_rev', '_attachments']);

export function contentOf(doc: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!BOOKKEEPING.has(key) && value !== undefined) out[key] = value;
  }
  return out;
}

export function sameContent(a: object, b: object): boolean {
  return deepEqual(contentOf(a), contentOf(b));
}

export function serverWins<Doc>(_local: WithDeleted<Doc>, server: WithDeleted<Doc>): WithDeleted<Doc> {
  return server;
}

export function conflictHandlerFor<Doc>(rule: ConflictRule<Doc>): RxConflictHandler<Doc> {
  return {
    isEqual: (a, b) => sameContent(a, b),
    resolve: async ({ newDocumentState, realMasterState }) =>
      contentOf(rule(newDocumentState, realMasterState)) as WithDeleted<Doc>,
  };
}
