// The 'confirm it is you' step of a password or e-mail change: whether the code has been mailed
// (Auth's GET /reauthenticate), and sending it, or a new one. The change itself carries the code.
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { sendReauthenticationCode } from './account-rpcs';

export function useReauthentication() {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  /** What the last send came to: a refusal, or the wait before another mail (the code stands). */
  const [note, setNote] = useState<{ text: string; waiting: boolean } | null>(null);

  /**
   * Mails a code; a refusal is kept in `note`, in words. Asked again
   * within Auth's one-mail-a-minute interval, the code mailed last is still good (for either
   * change), so the box for it opens with the words about the wait.
   */
  const send = async (): Promise<void> => {
    setSending(true);
    const { error, code } = await sendReauthenticationCode(await getSupabase());
    setSending(false);
    const waiting = code === 'over_email_send_rate_limit';
    if (!error || waiting) setSent(true);
    setNote(error ? { text: error, waiting } : null);
  };

  const reset = () => {
    setSent(false);
    setNote(null);
  };

  return { sent, sending, note, send, reset };
}

export const CODE_PATTERN = /^\d{6}$/;
export const CODE_REFUSALS = new Set(['reauthentication_not_valid', 'reauthentication_needed']);
