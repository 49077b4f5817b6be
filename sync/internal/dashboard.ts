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

/** How the last 30 days compare with the 30 before, as a trend a person can read. */
export type Trend =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'same' }
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'times'; times: number };

/**
 * A rise from nothing is 'new', not an endless percentage; a rise to ten times or more reads as
 * how many times (from 1 to 56 is '56 times', not 'up 5500%'); anything else is a percentage.
 */
export function trendOf(kpi: Kpi): Trend {
  if (kpi.previous_30 === 0) return kpi.last_30 === 0 ? { kind: 'none' } : { kind: 'new' };
  if (kpi.last_30 >= kpi.previous_30 * 10) return { kind: 'times', times: Math.round(kpi.last_30 / kpi.previous_30) };
  const percent = Math.round(((kpi.last_30 - kpi.previous_30) / kpi.previous_30) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}
