// Adding the skills a résumé mentions to the talent's profile, on the device at once (the sync
// sends it), onto the skills the device holds now rather than a copy from when the offer was made,
// so nothing saved meanwhile is undone. Duplicates in any spelling and skills past the limit are
// left out; the ones added are returned.
import type { EveeDatabase } from '@sync/database';
import { saveTalentProfile } from '@sync/talent/profile-commands';
import { rowsQuery } from '@sync/workspace/records';
import { plainRow } from '@sync/replication/records';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import { addSkill } from '../utils/profile-form';

export async function addResumeSkills(db: EveeDatabase, userId: string, chosen: string[]): Promise<string[]> {
  const [doc] = await rowsQuery(db, 'talent_profiles', { scope: userId, limit: 1 }).exec();
  const before = doc ? plainRow<TalentProfileRow>(doc).skills : [];
  const skills = chosen.reduce((list, skill) => addSkill(list, skill).skills, before);
  const added = skills.slice(before.length);
  if (added.length) await saveTalentProfile(db, userId, { skills });
  return added;
}
