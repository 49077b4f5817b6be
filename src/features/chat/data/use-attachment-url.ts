// Where a message's file can be shown from: the device's own copy while it waits to be uploaded
// (an object URL of the kept Blob, so a file sent offline shows at once), else a signed URL from
// Storage, which lasts an hour and is reused meanwhile. Offline, a file that is only on the
// server has no address: 'unavailable', and the message says so instead of a broken image,
// until the connection returns.
import { useEffect, useState } from 'react';
import type { MessageAttachment } from '@sync/chat/attachments';
import { getPendingUpload } from '@/lib/files/pending-uploads';
import { signedFileUrl } from '@/lib/files/upload';
import type { BucketId } from '@/lib/files/rules';

export type AttachmentUrl =
  | { state: 'loading'; url?: undefined }
  | { state: 'ready'; url: string; local: boolean }
  | { state: 'unavailable'; url?: undefined };

const SIGNED_FOR_S = 3600;
// Signed URLs are reused until ten minutes before they expire.
const signed = new Map<string, { url: string; until: number }>();

export async function signedAttachmentUrl(file: Pick<MessageAttachment, 'bucket' | 'path'>): Promise<string> {
  const key = `${file.bucket}/${file.path}`;
  const cached = signed.get(key);
  if (cached && cached.until > Date.now()) return cached.url;
  const url = await signedFileUrl({ bucket: file.bucket as BucketId, path: file.path }, SIGNED_FOR_S);
  signed.set(key, { url, until: Date.now() + (SIGNED_FOR_S - 600) * 1000 });
  return url;
}

export function useAttachmentUrl(file: MessageAttachment, pending: boolean): AttachmentUrl {
  const [result, setResult] = useState<AttachmentUrl>({ state: 'loading' });
  const [online, setOnline] = useState(0);
  const { bucket, path } = file;
  const unavailable = result.state === 'unavailable';
  useEffect(() => {
    if (!unavailable) return;
    const retry = () => setOnline((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unavailable]);
  useEffect(() => {
    let live = true;
    let objectUrl: string | undefined;
    (async () => {
      const kept = await getPendingUpload(bucket, path).catch(() => undefined);
      if (kept) {
        objectUrl = URL.createObjectURL(kept.blob);
        if (live) setResult({ state: 'ready', url: objectUrl, local: true });
        else URL.revokeObjectURL(objectUrl);
        return;
      }
      const url = await signedAttachmentUrl({ bucket, path });
      if (live) setResult({ state: 'ready', url, local: false });
    })().catch((err: unknown) => {
      console.debug('[chat] no address for a file', err);
      if (live) setResult({ state: 'unavailable' });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // A message that stops pending has had its device copy dropped: look again.
  }, [bucket, path, pending, online]);
  return result;
}
