// My Profile's files: the photo (user_profiles.avatar_url, a public storage path) and the résumé
// (talent_profiles.resume, a private file's metadata). Uploading is done by useFileUpload; these
// record the stored file on the device (synced like any profile change) and remove what is no
// longer used. A résumé that an application sent stays stored when the profile moves on from it:
// the company reads it from the application.
import type { FileReference, ApplicationRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { saveOwnNames, saveTalentProfile } from '@sync/talent/profile-commands';
import { rowsQuery } from '@sync/workspace/records';
import { plainRow } from '@sync/replication/records';
import { ownPublicObject, publicObjectPath } from '@/lib/files/public-path';
import { removeFile, type StoredFile } from '@/lib/files/upload';

/** The object an avatar_url names in the person's own avatar folder, or null (a link, nothing). */
export const ownAvatarObject = (avatarUrl: string | null | undefined, userId: string) =>
  ownPublicObject(avatarUrl, 'avatars', userId);

/** Sets the uploaded photo, then removes the one it replaces. */
export async function setPhoto(db: EveeDatabase, userId: string, stored: StoredFile, before: string | null) {
  await saveOwnNames(db, userId, { avatar_url: publicObjectPath(stored.bucket, stored.path) });
  const old = ownAvatarObject(before, userId);
  if (old) await removeFile('avatars', old);
}

export async function removePhoto(db: EveeDatabase, userId: string, before: string | null) {
  const old = ownAvatarObject(before, userId);
  if (old) await removeFile('avatars', old);
  await saveOwnNames(db, userId, { avatar_url: null });
}

async function sentWithAnApplication(db: EveeDatabase, userId: string, path: string): Promise<boolean> {
  const docs = await rowsQuery(db, 'job_applications', { where: { user_id: userId } }).exec();
  return docs.some((doc) => plainRow<ApplicationRow>(doc).resume_file?.path === path);
}

/** Removes a résumé's object unless an application sent it. */
async function releaseResume(db: EveeDatabase, userId: string, file: FileReference | null | undefined) {
  if (file && !(await sentWithAnApplication(db, userId, file.path))) await removeFile('resumes', file.path);
}

export async function setResume(db: EveeDatabase, userId: string, stored: StoredFile, before?: FileReference | null) {
  await saveTalentProfile(db, userId, { resume: stored });
  await releaseResume(db, userId, before);
}

/** Deletes the object (kept when an application sent it), then clears the profile's résumé. */
export async function removeResume(db: EveeDatabase, userId: string, before: FileReference) {
  await releaseResume(db, userId, before);
  await saveTalentProfile(db, userId, { resume: null });
}
