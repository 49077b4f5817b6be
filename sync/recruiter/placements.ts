/**
 * The recruiter's placements from the device, live, and the ledger's totals by currency: what
 * is expected (hired, no start date yet), scheduled (start date set, inside the guarantee) and
 * paid. Void fees count nowhere. Pure apart from the watch.
 */
import type { Observable } from 'rxjs';
import type { PlacementRow, PlacementStatus } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { watchRows } from '../workspace/records';

export type LedgerTotals = Record<string, Record<Exclude<PlacementStatus, 'void'>, number>>;

export function watchMyPlacements(db: EveeDatabase, recruiterId: string): Observable<PlacementRow[]> {
  return watchRows(db, 'placements', { scope: recruiterId });
}

export function ledgerTotals(placements: PlacementRow[]): LedgerTotals {
  const totals: LedgerTotals = {};
  for (const p of placements) {
    if (p.status === 'void' || p.fee_amount === null) continue;
    const line = (totals[p.currency] ??= { expected: 0, scheduled: 0, paid: 0 });
    line[p.status] = Math.round((line[p.status] + Number(p.fee_amount)) * 100) / 100;
  }
  return totals;
}
