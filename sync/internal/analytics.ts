/**
 * Internal Analytics, online: one staff-only call returns every day of a range (sign-ups,
 * messages, recruiter submissions and placements), the application funnel, the median time to
 * hire, and submission and placement totals by status.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

export interface AnalyticsDay {
  day: string;
  signups: number;
  messages: number;
  submissions: number;
  placements: number;
}

export interface Funnel {
  applied: number;
  reviewing: number;
  interviewed: number;
  hired: number;
}

export interface Analytics {
  from_day: string;
  to_day: string;
  series: AnalyticsDay[];
  funnel: Funnel;
  time_to_hire: { hires: number; median_days: number | null };
  totals: { submissions: Record<string, number>; placements: Record<string, number> };
}

export async function readAnalytics(
  client: SupabaseClient<Database>,
  fromDay: string,
  toDay: string,
): Promise<Analytics> {
  const { data, error } = await client.rpc('internal_analytics', { from_day: fromDay, to_day: toDay });
  if (error) throw new Error(error.message);
  // The jsonb's shape is the function's own contract, which the catalog does not describe.
  return data as unknown as Analytics;
}

export const funnelStages = ['applied', 'reviewing', 'interviewed', 'hired'] as const;

/** Each stage with the share of the stage before that reached it (the first: of itself). */
export function funnelSteps(
  funnel: Funnel,
): { stage: (typeof funnelStages)[number]; count: number; rate: number | null }[] {
  return funnelStages.map((stage, i) => {
    const before = i === 0 ? null : funnel[funnelStages[i - 1]!];
    return { stage, count: funnel[stage], rate: before ? Math.round((funnel[stage] / before) * 100) : null };
  });
}
