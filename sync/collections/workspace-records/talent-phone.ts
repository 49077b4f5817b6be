/**
 * A talent profile's phone is private on the server: signed-in users may select every column
 * of talent_profiles but `phone` (so `select=*` is refused), and see `visible_phone`, the
 * number when its owner chose to show it. The owner reads their own number with
 * my_talent_phone(). So reads name their columns and each row is completed with the `phone`
 * its reader may see: the owner's own number, anyone else's shown one (or null). The screens
 * keep reading `phone`.
 */
import type { SyncContext } from '../../replication/types';

/** Every column of talent_profiles a signed-in user may select. */
export const TALENT_PROFILE_READ_COLUMNS =
  'id, user_id, headline, location, experience_years, skills, work_experience, education, expected_rate, ' +
  'expected_rate_currency, expected_rate_period, employment_type, links, open_to_recruiters, show_email, ' +
  'show_phone, visible_phone, resume, created_at, updated_at, _deleted, _modified';

type Row = Record<string, unknown>;

/** The rows with `phone` as the user may see it, in the same order (one call when the own row is among them). */
export async function withPhones(ctx: SyncContext, rows: Row[]): Promise<Row[]> {
  let own: string | null = null;
  if (rows.some((r) => r.user_id === ctx.userId)) {
    const { data, error } = await ctx.client.rpc('my_talent_phone');
    if (error) throw error;
    own = (data as string | null) ?? null;
  }
  return rows.map((r) => ({ ...r, phone: r.user_id === ctx.userId ? own : (r.visible_phone ?? null) }));
}
