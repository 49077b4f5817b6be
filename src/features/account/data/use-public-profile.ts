// Someone's public profile, asked of the server (get_public_profile) while online. Offline, the
// person's own profile still shows, built from the device; anyone else's says it needs a
// connection. Asked again when the connection returns.
import { useEffect, useState } from 'react';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';
import { fetchPublicProfile, type PublicProfile } from './account-rpcs';
import { useMyProfile, type MyProfile } from './use-my-profile';

export type PublicProfileState =
  | { status: 'loading' }
  | { status: 'found'; profile: PublicProfile; fromDevice: boolean }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'error'; error: string; retry: () => void };

type Answer = { userId: string; profile: PublicProfile | null; error: string | null };

/** The own profile as others see it, from the device (contact details as chosen). */
function ownFromDevice(mine: MyProfile, userId: string): PublicProfile {
  const { names, talent } = mine;
  return {
    user_id: userId,
    display_name: names?.display_name ?? null,
    first_name: names?.first_name ?? null,
    last_name: names?.last_name ?? null,
    avatar_url: names?.avatar_url ?? null,
    headline: talent?.headline ?? null,
    location: talent?.location ?? null,
    skills: talent?.skills ?? [],
    experience_years: talent?.experience_years ?? null,
    work_experience: talent?.work_experience ?? [],
    education: talent?.education ?? [],
    links: talent?.links ?? [],
    open_to_recruiters: talent?.open_to_recruiters ?? false,
    email: talent?.show_email ? (names?.email ?? null) : null,
    phone: talent?.show_phone ? (talent?.phone ?? null) : null,
  };
}

export function usePublicProfile(userId: string): PublicProfileState {
  const online = useOnline();
  const own = useSyncSession()?.userId === userId;
  const mine = useMyProfile();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    void getSupabase()
      .then((client) => fetchPublicProfile(client, userId))
      .then(({ profile, error }) => live && setAnswer({ userId, profile, error }));
    return () => {
      live = false;
    };
  }, [userId, online, attempt]);

  const current = answer?.userId === userId ? answer : null;
  const unreachable = !online || (current?.error != null && !navigator.onLine);
  if (unreachable || (current?.error && own)) {
    if (!own) return { status: 'offline' };
    return mine ? { status: 'found', profile: ownFromDevice(mine, userId), fromDevice: true } : { status: 'loading' };
  }
  if (!current) return { status: 'loading' };
  if (current.error) return { status: 'error', error: current.error, retry: () => setAttempt((n) => n + 1) };
  if (!current.profile) return { status: 'not-found' };
  return { status: 'found', profile: current.profile, fromDevice: false };
}
