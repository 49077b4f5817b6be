// What a form says after a save that went to the device first: 'Saved' only once the server has
// taken the write. Offline it says the change is kept on the device and sent later; online it
// waits (a few seconds) for the server's answer. A refusal says nothing here: the refusal's own
// toast and the header's list tell it, once, with the reason and Retry and Discard.
import type { EveeDatabase } from '@sync/database';
import { awaitWriteOutcome } from '@sync/status/refusals';
import { notify } from '@/components/ui/toaster';

export interface SavedWrite {
  db: EveeDatabase;
  /** The written documents, as `collection:id`. */
  keys: string[];
  /** The time just before the write (ISO). */
  since: string;
}

export interface SaveWords {
  /** What was saved: 'Profile', 'Candidate'. */
  what: string;
  /** Said once the server has it (default '<what> saved'). */
  sent?: string;
  sentDescription?: string;
}

export async function toastSaveOutcome(words: string | SaveWords, write: SavedWrite, online: boolean): Promise<void> {
  const {
    what,
    sent = `${typeof words === 'string' ? words : words.what} saved`,
    sentDescription,
  } = typeof words === 'string' ? { what: words } : words;
  if (!online) {
    notify('info', {
      title: `${what} saved on this device`,
      description: 'It will be sent when you are back online.',
    });
    return;
  }
  const outcome = await awaitWriteOutcome(write.db, write.keys, write.since);
  if (outcome === 'sent') notify('success', { title: sent, description: sentDescription });
  else if (outcome === 'waiting') {
    notify('info', {
      title: `${what} saved on this device`,
      description: 'It will be sent as soon as the server answers.',
    });
  }
}
