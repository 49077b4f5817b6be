// One committed row change as the change feed takes it from the capture table, before it is
// matched to subscriptions: the record and old record as the capture trigger wrote them (JSON).
export interface Change {
  id: string;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commitTimestamp: string;
  record: string | null;
  oldRecord: string | null;
}
