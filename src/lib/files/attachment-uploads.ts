// The chat's files, for the message sender (sync/chat/attachments.ts): a message's files wait
// on the device (pending-uploads.ts) until the sender, in write order, has them uploaded; the
// message follows. A file no longer on the device was uploaded already (by an earlier attempt or
// the service worker). Uploads are idempotent: each object's path carries a random id made when
// the file was picked, so a path already stored holds this very file.
import { AttachmentError, attachmentsOf, type AttachmentUploads, type MessageAttachment } from '@sync/chat/attachments';
import { getSupabase } from '@/lib/supabase';
import { clearPendingUploads, deletePendingUpload, getPendingUpload } from './pending-uploads';
import type { BucketId } from './rules';
import { removeFile, uploadFile } from './upload';
import { classifyUploadError, UploadError } from './upload-errors';
import { clearUploadProgress, setUploadProgress } from './upload-progress';

/** Whether the object is stored: signing it succeeds only for an object that exists. */
async function isStored(file: MessageAttachment): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(file.bucket).createSignedUrl(file.path, 60);
  return !error && !!data?.signedUrl;
}

export function createAttachmentUploads(): AttachmentUploads {
  return {
    async upload(doc) {
      for (const attachment of attachmentsOf(doc)) {
        const pending = await getPendingUpload(attachment.bucket, attachment.path);
        if (!pending) continue;
        const file = new File([pending.blob], pending.name, { type: pending.type });
        const { path } = attachment;
        try {
          await uploadFile({
            bucket: attachment.bucket as BucketId,
            path,
            file,
            onProgress: (sent, total) => setUploadProgress(path, sent, total),
          });
        } catch (err) {
          // Refused as already there: an earlier attempt stored it and its answer was lost.
          if (err instanceof UploadError && err.kind === 'refused' && (await isStored(attachment))) continue;
          throw new AttachmentError(classifyUploadError(err));
        } finally {
          clearUploadProgress(path);
        }
      }
    },
    async refused(doc) {
      for (const attachment of attachmentsOf(doc)) {
        await removeFile(attachment.bucket as BucketId, attachment.path);
      }
    },
    async sent(doc) {
      for (const attachment of attachmentsOf(doc)) await deletePendingUpload(attachment.bucket, attachment.path);
    },
    forget: clearPendingUploads,
  };
}
