// Saving My Profile on the device at once through the talent commands: the names and avatar go
// to the own user_profiles row, the rest to the own talent_profiles row (made on the first
// save). The replication sends both when online; they show as pending until the server has them.
import type { EveeDatabase } from '@sync/database';
import { saveOwnNames, saveTalentProfile } from '@sync/talent/profile-commands';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { namesInput, talentInput, type ProfileValues } from '../utils/profile-form';

/** On success, the documents written (`collection:id`), to follow until the server has them. */
export type SaveResult = { ok: true; written: string[] } | { ok: false; field: string | null; message: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes only the rows whose fields differ from `saved`, so an untouched row never waits to sync. */
export async function saveMyProfile(
  db: EveeDatabase,
  userId: string,
  values: ProfileValues,
  saved: ProfileValues,
): Promise<SaveResult> {
  try {
    const written: string[] = [];
    if (!same(namesInput(values), namesInput(saved))) {
      await saveOwnNames(db, userId, namesInput(values));
      const me = await db.user_profiles.findOne({ selector: { user_id: userId } }).exec();
      if (me) written.push(`user_profiles:${me.id}`);
    }
    if (!same(talentInput(values), talentInput(saved))) {
      const profile = await saveTalentProfile(db, userId, talentInput(values));
      written.push(`workspace_records:${profile.id}`);
    }
    return { ok: true, written };
  } catch (err) {
    if (err instanceof WorkspaceInputError) return { ok: false, field: err.field, message: err.message };
    console.error('[account] saving the profile on the device failed', err);
    return { ok: false, field: null, message: 'Your profile could not be saved on this device. Try again.' };
  }
}
