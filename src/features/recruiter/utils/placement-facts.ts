// What a placement says in words, for its row in the fee ledger and its drawer: its dates (hired,
// start, end of the guarantee, paid or voided) and its fee.
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import { formatDay } from '@/utils/format-day';
import { money } from '@/utils/money';

type Placement = Pick<
  PlacementRow,
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'start_date'
  | 'guarantee_days'
  | 'paid_at'
  | 'fee_amount'
  | 'fee_type'
  | 'fee_percent'
  | 'currency'
>;

export interface PlacementDate {
  label: string;
  day: string;
}

const DAY_MS = 86_400_000;

/** The last day of the guarantee: the start date plus its days, as a calendar day. */
export function guaranteeEnd(p: Pick<PlacementRow, 'start_date' | 'guarantee_days'>): string | null {
  if (!p.start_date) return null;
  const start = Date.parse(`${p.start_date}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return new Date(start + p.guarantee_days * DAY_MS).toISOString().slice(0, 10);
}

/** The placement's dates in the order they happen; a void placement's last change is its voiding. */
export function placementDates(p: Placement): PlacementDate[] {
  const dates: PlacementDate[] = [{ label: 'Hired', day: formatDay(p.created_at) }];
  if (p.start_date) dates.push({ label: 'Starts', day: formatDay(p.start_date) });
  const end = guaranteeEnd(p);
  if (end && p.status !== 'void') dates.push({ label: 'Guarantee until', day: formatDay(end) });
  if (p.status === 'paid' && p.paid_at) dates.push({ label: 'Paid', day: formatDay(p.paid_at) });
  if (p.status === 'void') dates.push({ label: 'Voided', day: formatDay(p.updated_at) });
  return dates.filter((d) => d.day);
}

/** The fee and how it is reckoned ('$18,000 · 20% of first-year salary'). */
export function feeSummary(p: Placement): string {
  const amount = p.fee_amount !== null ? money(Number(p.fee_amount), p.currency) : 'Fee known once the salary is set';
  const terms = p.fee_type === 'percentage' ? `${Number(p.fee_percent)}% of first-year salary` : 'fixed fee';
  return `${amount} · ${terms}`;
}

export const placementStatusPalette = { expected: 'yellow', scheduled: 'blue', paid: 'green', void: 'gray' } as const;
