// The newest e-mails the queue delivered (internal admins only, by RLS). An online-only view
// for staff: fetched from the server, refreshed on demand.
import { useCallback, useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';

export interface OutboxEmail {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  template_id: string | null;
  created_at: string;
}

export const EMAIL_OUTBOX_LIMIT = 20;

export function useEmailOutbox() {
  const [emails, setEmails] = useState<OutboxEmail[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    void getSupabase()
      .then((client) =>
        client
          .from('email_outbox')
          .select('id, to_email, subject, body, template_id, created_at')
          .order('created_at', { ascending: false })
          .limit(EMAIL_OUTBOX_LIMIT),
      )
      .then(({ data, error: failure }) => {
        if (!active) return;
        if (failure) console.error('Reading the e-mail outbox failed', failure);
        setError(failure ? failure.message : null);
        setEmails((data ?? []) as OutboxEmail[]);
      });
    return () => {
      active = false;
    };
  }, [version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { emails, error, refresh };
}
