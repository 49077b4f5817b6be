// Saving My Profile on the device at once: the names and avatar go to the own user_profiles
// row, the rest to the own talent_profiles row (made on the first save). Both are sent by the
// replication when online and show as pending until the server has them.
import { nowTimestamp } from '@sync/collections/fields';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { updateOwnProfile } from '@sync/writes';
import { rowsQuery, writeRow } from '@sync/workspace/records';
import { namesInput, talentInput, type ProfileValues } from '../utils/profile-form';

export async function saveMyProfile(db: EveeDatabase, userId: string, values: ProfileValues): Promise<void> {
  await updateOwnProfile(db, userId, namesInput(values));
  const [existing] = await rowsQuery(db, 'talent_profiles', { scope: userId, limit: 1 }).exec();
  const current = existing ? (existing.row as unknown as TalentProfileRow) : null;
  const at = nowTimestamp();
  const row: TalentProfileRow = {
    ...(current ?? { id: crypto.randomUUID(), user_id: userId, created_at: at }),
    ...talentInput(values),
    employment_type: talentInput(values).employment_type as TalentProfileRow['employment_type'],
    updated_at: at,
  } as TalentProfileRow;
  await writeRow(db, 'talent_profiles', row);
}
