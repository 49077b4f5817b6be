import { describe, expect, it } from 'vitest';
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import { ledgerTotals } from '@sync/recruiter/placements';

const placement = (status: PlacementRow['status'], fee: number | null, currency = 'USD') =>
  ({ status, fee_amount: fee, currency }) as PlacementRow;

describe('the ledger totals', () => {
  it('add fees by state and currency, leaving void fees and unknown fees out', () => {
    expect(
      ledgerTotals([
        placement('expected', 1000.1),
        placement('expected', 2000.2),
        placement('scheduled', 500),
        placement('paid', 12000, 'EUR'),
        placement('void', 9999),
        placement('expected', null),
      ]),
    ).toEqual({ USD: { expected: 3000.3, scheduled: 500, paid: 0 }, EUR: { expected: 0, scheduled: 0, paid: 12000 } });
  });

  it('are empty with no placements', () => {
    expect(ledgerTotals([])).toEqual({});
  });
});
