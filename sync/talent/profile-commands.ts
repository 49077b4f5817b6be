/**
 * The talent's own profile (talent_profiles, one per user) and their names and picture
 * (user_profiles): checked against its row's schema (../schemas), written on the device at once and sent by the
 * replication; the server decides, and a refusal is kept in sync_failures with its words.
 */
import { nowTimestamp } from '../collections/fields';
import type { TalentProfileRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { updateOwnProfile } from '../writes';
import { rowsQuery, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';
import { checkRow } from '../schemas/check';
import { talentProfileSchema } from '../schemas/talent-profiles';
import { resumeReference } from '../schemas/file-reference';
import { z } from 'zod';
import { userProfileSchema, type OwnNames } from '../schemas/user-profiles';
import { firstValueFrom } from 'rxjs';
import { watchWorkspaceSynced } from '../workspace/synced';
import { plainRow } from '../replication/records';

export type TalentProfileInput = Partial<Omit<TalentProfileRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>>;

const defaults = (userId: string): TalentProfileRow => {
  const at = nowTimestamp();
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    headline: null,
    location: null,
    experience_years: null,
    skills: [],
    work_experience: [],
    education: [],
    expected_rate: null,
    expected_rate_currency: 'USD',
    expected_rate_period: 'year',
    employment_type: null,
    phone: null,
    links: [],
    open_to_recruiters: false,
    show_email: false,
    show_phone: false,
    created_at: at,
    updated_at: at,
  };
};

/** Creates the user's talent profile or changes it; returns it as written. */
export async function saveTalentProfile(
  db: EveeDatabase,
  userId: string,
  raw: TalentProfileInput,
): Promise<TalentProfileRow> {
  const input = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as TalentProfileInput;
  const [doc] = await rowsQuery(db, 'talent_profiles', { scope: userId, limit: 1 }).exec();
  const current = doc ? plainRow<TalentProfileRow>(doc) : null;
  // Before the first sync the server may hold a profile this device has not seen: a second one
  // would be refused.
  if (!current && !(await firstValueFrom(watchWorkspaceSynced(db)))) {
    throw new WorkspaceInputError('id', 'Your profile has not reached this device yet. Try again in a moment.');
  }
  const base = current ?? defaults(userId);
  const profile: TalentProfileRow = { ...base, ...input, id: base.id, user_id: userId, updated_at: nowTimestamp() };
  checkRow(talentProfileSchema, profile);
  if (profile.resume) checkRow(z.object({ resume: resumeReference(userId) }), { resume: profile.resume });
  await writeRow(db, 'talent_profiles', profile);
  return profile;
}

/** Changes the user's names and picture (user_profiles). */
export async function saveOwnNames(db: EveeDatabase, userId: string, names: OwnNames): Promise<void> {
  const given = Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined)) as OwnNames;
  checkRow(userProfileSchema, given);
  const trimmed = Object.fromEntries(
    Object.entries(given).map(([k, v]) => [k, typeof v === 'string' && !v.trim() ? null : v]),
  ) as OwnNames;
  await updateOwnProfile(db, userId, trimmed);
}
