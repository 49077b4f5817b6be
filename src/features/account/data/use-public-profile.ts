// A person's public profile (get_public_profile), online. Offline, the user's own profile is
// built from the device (their names and talent profile); anyone else's is unavailable, with
// status 'offline'. `profile` is null when there is no such active user.
import { useEffect, useMemo, useState } from 'react';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import { classifyError } from '@sync/replication/errors';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';
import { useOwnProfile } from './use-own-profile';
import { useOwnTalentProfileForAccount } from './use-own-talent-profile';

export interface PublicProfile {
  user_id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  headline: string | null;
  location: string | null;
  skills: string[];
  experience_years: number | null;
  work_experience: TalentProfileRow['work_experience'];
  education: TalentProfileRow['education'];
  links: TalentProfileRow['links'];
  open_to_recruiters: boolean;
  email?: string | null;
  phone?: string | null;
  member_since: string | null;
}

export type PublicProfileStatus = 'loading' | 'online' | 'offline' | 'error';

type Answer = { userId: string } & (
  { kind: 'online'; profile: PublicProfile | null } | { kind: 'offline' } | { kind: 'error'; message: string }
);

export function usePublicProfile(userId: string | undefined): {
  profile: PublicProfile | null | undefined;
  status: PublicProfileStatus;
  error: string | null;
} {
  const online = useOnline();
  const ownId = useSyncSession()?.userId;
  const own = useOwnProfile().profile;
  const talent = useOwnTalentProfileForAccount();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!online || !userId) return;
    let active = true;
    getSupabase()
      .then((client) => client.rpc('get_public_profile', { target: userId }))
      .then(({ data, error }) => {
        if (!active) return;
        if (error) throw error;
        setAnswer({ userId, kind: 'online', profile: (data as PublicProfile | null) ?? null });
      })
      .catch((err: unknown) => {
        if (!active) return;
        const e = classifyError(err);
        if (e.kind === 'network') return setAnswer({ userId, kind: 'offline' });
        console.error('[account] reading a public profile failed', { userId, err });
        setAnswer({ userId, kind: 'error', message: e.message });
      });
    return () => {
      active = false;
    };
  }, [online, userId]);

  return useMemo(() => {
    const current = answer?.userId === userId ? answer : null;
    if (online && current?.kind === 'online')
      return { profile: current.profile, status: 'online' as const, error: null };
    if (online && current?.kind === 'error')
      return { profile: undefined, status: 'error' as const, error: current.message };
    if (online && !current) return { profile: undefined, status: 'loading' as const, error: null };
    const fromDevice = userId && userId === ownId && own ? ownPublicProfile(own, talent ?? null) : undefined;
    return { profile: fromDevice, status: 'offline' as const, error: null };
  }, [answer, userId, online, ownId, own, talent]);
}

function ownPublicProfile(
  own: {
    user_id: string;
    display_name?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    avatar_url?: string | null;
    email?: string | null;
    created_at?: string;
  },
  talent: TalentProfileRow | null,
): PublicProfile {
  return {
    user_id: own.user_id,
    display_name: own.display_name ?? null,
    first_name: own.first_name ?? null,
    last_name: own.last_name ?? null,
    avatar_url: own.avatar_url ?? null,
    headline: talent?.headline ?? null,
    location: talent?.location ?? null,
    skills: talent?.skills ?? [],
    experience_years: talent?.experience_years ?? null,
    work_experience: talent?.work_experience ?? [],
    education: talent?.education ?? [],
    links: talent?.links ?? [],
    open_to_recruiters: talent?.open_to_recruiters ?? false,
    email: talent?.show_email ? (own.email ?? null) : null,
    phone: talent?.show_phone ? (talent.phone ?? null) : null,
    member_since: own.created_at ?? null,
  };
}
