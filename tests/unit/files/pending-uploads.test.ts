// Files waiting on the device for their upload: kept whole (the Blob's bytes come back), found
// by bucket and path, dropped one by one, and all of a user's dropped when they leave.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  clearPendingUploads,
  deletePendingUpload,
  getPendingUpload,
  putPendingUpload,
  type PendingUpload,
} from '@/lib/files/pending-uploads';

const kept = (userId: string, path: string, text = 'hello'): PendingUpload => ({
  bucket: 'chat-attachments',
  path,
  name: 'note.txt',
  type: 'text/plain',
  size: text.length,
  userId,
  blob: new Blob([text], { type: 'text/plain' }),
  createdAt: Date.now(),
});

describe('the pending-upload store', () => {
  it('gives back a kept file with its bytes until it is deleted', async () => {
    await putPendingUpload(kept('ann', 'ann/c1/a-note.txt', 'kept bytes'));
    const found = await getPendingUpload('chat-attachments', 'ann/c1/a-note.txt');
    expect(found?.name).toBe('note.txt');
    expect(await found?.blob.text()).toBe('kept bytes');
    await deletePendingUpload('chat-attachments', 'ann/c1/a-note.txt');
    expect(await getPendingUpload('chat-attachments', 'ann/c1/a-note.txt')).toBeUndefined();
  });

  it("drops every file of the user who leaves and none of another user's", async () => {
    await putPendingUpload(kept('ann', 'ann/c1/one.txt'));
    await putPendingUpload(kept('ann', 'ann/c2/two.txt'));
    await putPendingUpload(kept('bo', 'bo/c1/three.txt'));
    await clearPendingUploads('ann');
    expect(await getPendingUpload('chat-attachments', 'ann/c1/one.txt')).toBeUndefined();
    expect(await getPendingUpload('chat-attachments', 'ann/c2/two.txt')).toBeUndefined();
    expect(await getPendingUpload('chat-attachments', 'bo/c1/three.txt')).toBeDefined();
  });
});
