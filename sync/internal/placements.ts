/**
 * A recruiter's placements as internal staff read them (online), with the job and company, and
 * voiding a fee when the hire left inside the guarantee period (the database checks the period
 * and the state, records who and why, tells the recruiter, and writes the audit line).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import type { PlacementRow } from '../collections/workspace-records/rows';

type PlacementStatus = PlacementRow['status'];

export interface StaffPlacement {
  id: string;
  status: PlacementStatus;
  fee_amount: number | null;
  currency: string;
  start_date: string | null;
  guarantee_days: number;
  void_reason: string | null;
  created_at: string;
  job: { title: string } | null;
  company: { name: string } | null;
}

export async function readRecruiterPlacements(
  client: SupabaseClient<Database>,
  recruiterId: string,
): Promise<StaffPlacement[]> {
  const { data, error } = await client
    .from('placements')
    .select(
      'id, status, fee_amount, currency, start_date, guarantee_days, void_reason, created_at, job:jobs(title), company:companies(name)',
    )
    .eq('recruiter_id', recruiterId)
    .eq('_deleted', false)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as unknown as StaffPlacement[];
}

export async function voidPlacementFee(
  client: SupabaseClient<Database>,
  placementId: string,
  reason: string,
): Promise<void> {
  if (!reason.trim()) throw new Error('Give a reason for voiding the fee');
  const { error } = await client.rpc('void_placement', { placement_id: placementId, reason: reason.trim() });
  if (error) throw new Error(error.message);
}
