// The company's pending invitations, read online (they are not mirrored on the device):
// who was invited, with which role, by whom and when. `reload` after sending one.
import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';

export interface PendingInvitation {
  id: string;
  email: string;
  member_role: string;
  invited_by: string | null;
  created_at: string;
}

export type InvitationsState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'ready'; invitations: PendingInvitation[] };

async function fetchPending(companyId: string): Promise<PendingInvitation[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('company_invitations')
    .select('id, email, member_role, invited_by, created_at')
    .eq('company_id', companyId)
    .eq('status', 'pending')
    .order('created_at', { ascending: false });
  if (error) {
    console.error('Reading pending invitations failed', { companyId, error });
    throw new Error(error.message);
  }
  return data as PendingInvitation[];
}

export function usePendingInvitations(companyId: string) {
  const online = useOnline();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ key: string; state: InvitationsState } | null>(null);
  const key = `${companyId}:${version}`;
  useEffect(() => {
    if (!online) return;
    let active = true;
    fetchPending(companyId).then(
      (invitations) => active && setResult({ key, state: { status: 'ready', invitations } }),
      (err: Error) => active && setResult({ key, state: { status: 'error', message: err.message } }),
    );
    return () => {
      active = false;
    };
  }, [companyId, key, online]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  let state: InvitationsState = { status: 'loading' };
  if (!online) state = result?.state.status === 'ready' ? result.state : { status: 'offline' };
  else if (result) state = result.state;
  return { state, reload };
}
