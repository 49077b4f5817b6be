import { describe, expect, it } from 'vitest';
import { heldDocs, withHeld } from '@sync/replication/held-docs';

type Doc = { id: string; title: string; _deleted: boolean };
const doc = (id: string, title = id): Doc => ({ id, title, _deleted: false });
const pulled =
  (docs: Doc[] = []) =>
  async () => ({ documents: docs, checkpoint: { n: 1 } });

/** Whether the promise has settled once every queued callback has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('held rows (sync/replication/held-docs.ts)', () => {
  it('go first in the next pull, and say so only once that pull has answered', async () => {
    const held = heldDocs<Doc>('id');
    const handed = held.hold([doc('a')]);
    expect(await settled(handed)).toBe(false);
    const result = await withHeld(held, pulled([doc('b')]));
    expect(result.documents.map((d) => d.id)).toEqual(['a', 'b']);
    expect(await settled(handed)).toBe(true);
  });

  it('are held again when the pull fails, and said handed only by the pull that carries them', async () => {
    const held = heldDocs<Doc>('id');
    const handed = held.hold([doc('a', 'first')]);
    await expect(
      withHeld(held, async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(await settled(handed)).toBe(false);
    // A newer copy held after the failure replaces the one put back.
    const newer = held.hold([doc('a', 'second')]);
    const result = await withHeld(held, pulled());
    expect(result.documents).toEqual([doc('a', 'second')]);
    expect([await settled(handed), await settled(newer)]).toEqual([true, true]);
  });
});
