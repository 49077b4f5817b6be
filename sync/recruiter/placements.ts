/**
 * The recruiter's placements from the device, live, and the ledger's totals by currency: what
 * is expected (hired, no start date yet), scheduled (start date set, inside the guarantee) and
 * paid. Void fees count nowhere. The company side sets a placement's start date and salary.
 */
import type { Observable } from 'rxjs';
import type { PlacementRow, PlacementStatus } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { nowTimestamp } from '../collections/fields';
import { getRow, watchFirstRow, watchRows, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';

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

/** The placement an application became, as the device holds it (company or recruiter side). */
export function watchPlacementOf(db: EveeDatabase, applicationId: string): Observable<PlacementRow | null> {
  return watchFirstRow(db, 'placements', { where: { application_id: applicationId } });
}

/** The company sets the start date and the agreed first-year salary; the server recomputes the fee. */
export async function setPlacementTerms(
  db: EveeDatabase,
  placementId: string,
  terms: { startDate: string | null; firstYearSalary: number | null },
): Promise<void> {
  if (terms.startDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(terms.startDate))
    throw new WorkspaceInputError('start_date', 'Give the start date as a date');
  if (terms.firstYearSalary !== null && !(terms.firstYearSalary >= 0))
    throw new WorkspaceInputError('first_year_salary', 'The salary is an amount of 0 or more');
  const row = await getRow(db, 'placements', placementId);
  if (!row) throw new WorkspaceInputError('id', 'This placement is not on this device');
  if (row.status !== 'expected' && row.status !== 'scheduled')
    throw new WorkspaceInputError('status', 'A paid or void placement cannot change');
  await writeRow(db, 'placements', {
    ...row,
    start_date: terms.startDate,
    first_year_salary: terms.firstYearSalary,
    status: terms.startDate ? 'scheduled' : 'expected',
    updated_at: nowTimestamp(),
  });
}
