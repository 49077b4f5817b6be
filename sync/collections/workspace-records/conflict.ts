/**
 * Conflict rule for workspace records: the server wins. The push already merges what can be
 * merged (it sends only the fields the user changed, guarded on their old values), so a
 * conflict means someone else changed one of the same fields first; their change, which the
 * server holds, stands, and the record's keys follow the server's row.
 */
import type { WithDeleted } from 'rxdb';
import type { WorkspaceRecordDoc } from './schema';

export function resolveWorkspaceRecord(
  _local: WithDeleted<WorkspaceRecordDoc>,
  server: WithDeleted<WorkspaceRecordDoc>,
): WithDeleted<WorkspaceRecordDoc> {
  return server;
}
