/**
 * The internal dashboard's KPIs: one staff-only RPC counts them in the database. Each has its
 * figure now and its events in the last 30 days and the 30 before, for the trend.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

export interface Kpi {
  value: number;
  last_30: number;
  previous_30: number;
}

export type Workspace = 'talent' | 'company' | 'recruiter' | 'internal';

export interface DashboardKpis {
  users_by_workspace: Record<Workspace, Kpi>;
  companies: Kpi;
  open_jobs: Kpi;
  applications_this_week: Kpi;
  hires_this_month: Kpi;
  pending_recruiter_applications: Kpi;
  open_tickets: Kpi;
  counted_at: string;
}

export async function readDashboard(client: SupabaseClient<Database>): Promise<DashboardKpis> {
  const { data, error } = await client.rpc('internal_dashboard');
  if (error) throw new Error(error.message);
  // The jsonb's shape is the function's own contract, which the catalog does not describe.
  return data as unknown as DashboardKpis;
}

/** The change from the previous 30 days to the last 30, in whole percent; null when there is no base. */
export function trendPercent(kpi: Kpi): number | null {
  if (kpi.previous_30 === 0) return null;
  return Math.round(((kpi.last_30 - kpi.previous_30) / kpi.previous_30) * 100);
}
