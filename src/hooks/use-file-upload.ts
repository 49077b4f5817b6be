// Uploading one file for one place (the profile's photo, its résumé, a company's logo): checks
// it, sends it with progress, then hands the stored file to `onUploaded`, which records it. A
// file picked offline, or cut off on the way, waits on the device (the pending-upload store in
// IndexedDB, under a key for its place) and goes when the connection returns, even after a
// reload. If recording fails the object is removed again, so nothing is half-stored.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { deletePendingUpload, getPendingUpload, putPendingUpload } from '@/lib/files/pending-uploads';
import { checkFile, fileType, type BucketId } from '@/lib/files/rules';
import { removeFile, uploadFile, type StoredFile } from '@/lib/files/upload';
import { UploadError } from '@/lib/files/upload-errors';
import { useOnline } from './use-online';
import type { UploadStatus } from '@/components/file-upload-field';

interface Options {
  bucket: BucketId;
  userId: string | undefined;
  /**
   * The place's key among files waiting offline ('profile-resume'); each place keeps one, the
   * last picked. Null: the file must go now (nothing is kept offline).
   */
  slot: string | null;
  /** The object's path for a file (paths.ts). */
  pathFor: (name: string) => string;
  /** Records the stored file (a column); throws in words when it cannot. */
  onUploaded: (stored: StoredFile) => Promise<void>;
}

const idle: UploadStatus = { sending: null, waiting: null, error: null };

const RETRY_MS = 15_000;

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function useFileUpload({ bucket, userId, slot, pathFor, onUploaded }: Options) {
  const online = useOnline();
  const [status, setStatus] = useState<UploadStatus>(idle);
  const running = useRef(false);
  // Bumped to try a waiting file again: a link that says online but drops the upload (lie-fi,
  // a captive portal) sends no further 'online' event.
  const [attempt, setAttempt] = useState(0);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  // The latest callbacks, so a file that waited uploads with the screen's current ones.
  const latest = useRef({ pathFor, onUploaded });
  useLayoutEffect(() => {
    latest.current = { pathFor, onUploaded };
  });
  // A waiting file is kept under its place's key in the bucket's owner folder: the store is
  // keyed by bucket and path, and this path is never an object's (objects get a fresh one).
  const waitingKey = slot && userId ? `${userId}/.waiting/${slot}` : null;

  const keep = useCallback(
    async (file: File) => {
      if (!waitingKey || !userId) return;
      try {
        await putPendingUpload({
          bucket,
          path: waitingKey,
          name: file.name,
          type: fileType(file),
          size: file.size,
          userId,
          blob: file,
          createdAt: Date.now(),
        });
        setStatus({ sending: null, waiting: { name: file.name }, error: null });
        // One retry at a time, and none once the screen has gone.
        clearTimeout(retry.current);
        if (navigator.onLine) retry.current = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      } catch (err) {
        setStatus({ sending: null, waiting: null, error: `This device could not keep the file: ${message(err)}` });
      }
    },
    [bucket, waitingKey, userId],
  );

  const send = useCallback(
    async (file: File, fromWaiting: boolean) => {
      if (running.current) return;
      running.current = true;
      setStatus({ sending: { name: file.name, sent: 0, total: file.size }, waiting: null, error: null });
      let stored: StoredFile | null = null;
      try {
        stored = await uploadFile({
          bucket,
          path: latest.current.pathFor(file.name),
          file,
          onProgress: (sent, total) => setStatus((s) => ({ ...s, sending: { name: file.name, sent, total } })),
        });
        await latest.current.onUploaded(stored);
        if (fromWaiting && waitingKey) await deletePendingUpload(bucket, waitingKey);
        setStatus(idle);
      } catch (err) {
        if (stored) await removeFile(bucket, stored.path).catch((e: unknown) => console.error('[files] cleanup', e));
        const cutOff = err instanceof UploadError && err.kind === 'network';
        if (cutOff && waitingKey && userId) {
          await keep(file);
          return;
        }
        if (fromWaiting && waitingKey) await deletePendingUpload(bucket, waitingKey);
        setStatus({ sending: null, waiting: null, error: message(err) });
      } finally {
        running.current = false;
      }
    },
    [bucket, waitingKey, userId, keep],
  );

  const pick = async (file: File) => {
    const problem = await checkFile(bucket, file);
    if (problem) return setStatus({ sending: null, waiting: null, error: problem });
    if (!navigator.onLine && waitingKey) return keep(file);
    if (!navigator.onLine) {
      return setStatus({
        sending: null,
        waiting: null,
        error: 'You are offline: upload the file once you are back online',
      });
    }
    await send(file, false);
  };

  // A file left waiting (offline, or before a reload) shows, and goes once online.
  useEffect(() => {
    if (!waitingKey) return;
    let live = true;
    getPendingUpload(bucket, waitingKey)
      .then((waiting) => {
        if (!live || !waiting) return;
        if (!online) return setStatus((s) => ({ ...s, waiting: { name: waiting.name } }));
        void send(new File([waiting.blob], waiting.name, { type: waiting.type }), true);
      })
      .catch(
        (err: unknown) =>
          live && setStatus((s) => ({ ...s, error: `The waiting file could not be read: ${message(err)}` })),
      );
    return () => {
      live = false;
    };
  }, [bucket, waitingKey, online, send, attempt]);

  return { status, pick: (file: File) => void pick(file), clearError: () => setStatus((s) => ({ ...s, error: null })) };
}
