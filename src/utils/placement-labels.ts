// How a placement's fee state reads, wherever a ledger shows it.
export type PlacementStatus = 'expected' | 'scheduled' | 'paid' | 'void';

export const placementStatusLabels: Record<PlacementStatus, string> = {
  expected: 'Expected',
  scheduled: 'Scheduled',
  paid: 'Paid',
  void: 'Void',
};
