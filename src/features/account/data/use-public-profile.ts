// A person's public profile (get_public_profile), read from the server; the last answer is kept
// on the device (useServerQuery) and shows at once, with its age, while it is read again.
// Offline, the user's own profile is built from the device (their names and talent profile);
// anyone else's is the last answer kept, or unavailable, with status 'offline'. `profile` is null
// when there is no such active user.
import { useMemo } from 'react';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import { useOnline } from '@/hooks/use-online';
import { useServerQuery } from '@/hooks/use-server-query';
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

async function readPublicProfile(userId: string): Promise<PublicProfile | null> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('get_public_profile', { target: userId });
  if (error) throw new Error(error.message);
  return (data as PublicProfile | null) ?? null;
}

export function usePublicProfile(userId: string | undefined): {
  profile: PublicProfile | null | undefined;
  status: PublicProfileStatus;
  error: string | null;
  /** When the profile on screen was read from the server; null for one built from the device. */
  updatedAt: Date | null;
} {
  const online = useOnline();
  const ownId = useSyncSession()?.userId;
  const own = useOwnProfile().profile;
  const talent = useOwnTalentProfileForAccount();
  const read = useServerQuery(
    userId ? ['public-profile', userId] : null,
    () => readPublicProfile(userId!),
    'a public profile',
  );

  return useMemo(() => {
    const fromDevice = userId && userId === ownId && own ? ownPublicProfile(own, talent ?? null) : undefined;
    // The device's own profile is newer than any answer kept from the server.
    if (!online && fromDevice) return { profile: fromDevice, status: 'offline' as const, error: null, updatedAt: null };
    const status = online ? ('online' as const) : ('offline' as const);
    if (read.data !== undefined) return { profile: read.data, status, error: null, updatedAt: read.updatedAt };
    if (!online) return { profile: undefined, status, error: null, updatedAt: null };
    if (read.error) return { profile: undefined, status: 'error' as const, error: read.error, updatedAt: null };
    return { profile: undefined, status: 'loading' as const, error: null, updatedAt: null };
  }, [read.data, read.error, read.updatedAt, userId, online, ownId, own, talent]);
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
