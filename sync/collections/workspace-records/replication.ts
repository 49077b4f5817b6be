/**
 * Replication of workspace records: one records replication over every table in the registry
 * (./tables.ts), each pulled from its own checkpoint, pushed to its own table (plans before
 * jobs before applications), live over one channel. See replication/replicate-records.ts.
 */
import { pushRecord } from '../../replication/records-push';
import type { TableSync } from '../../replication/types';
import type { WorkspaceRecordDoc } from './schema';
import { workspaceTables } from './tables';

const order = new Map(workspaceTables.map((t, i) => [t.table as string, i]));

export const workspaceRecordsSync: TableSync<WorkspaceRecordDoc> = {
  table: 'workspace_records',
  via: 'records',
  records: workspaceTables,
  pushOrder: (doc) => order.get(doc.table) ?? order.size,
  push: async (row, ctx) => {
    const result = await pushRecord(ctx, workspaceTables, row as never);
    return result.conflict as WorkspaceRecordDoc & { _deleted: boolean };
  },
};
