// The uploaded photo's size and date, which user_profiles does not keep (avatar_url is only its
// public path): read from Storage's listing of the person's own avatar folder, online. Offline,
// or for a photo that is a link, there is none and the field shows the name alone.
import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { ownAvatarObject } from './profile-files';

export interface PhotoInfo {
  path: string;
  size: number | null;
  uploadedAt: string | null;
}

export function usePhotoInfo(avatarUrl: string | null, userId: string | undefined, online: boolean): PhotoInfo | null {
  const path = userId ? ownAvatarObject(avatarUrl, userId) : null;
  const [info, setInfo] = useState<PhotoInfo | null>(null);
  useEffect(() => {
    if (!path || !online) return;
    let live = true;
    const slash = path.lastIndexOf('/');
    void getSupabase()
      .then((client) => client.storage.from('avatars').list(path.slice(0, slash), { search: path.slice(slash + 1) }))
      .then(({ data, error }) => {
        if (error) throw error;
        const found = data?.find((object) => object.name === path.slice(slash + 1));
        const size = Number((found?.metadata as { size?: number } | null)?.size);
        if (live) setInfo({ path, size: Number.isFinite(size) ? size : null, uploadedAt: found?.created_at ?? null });
      })
      .catch((err: unknown) => console.warn('[account] the photo’s details could not be read', err));
    return () => {
      live = false;
    };
  }, [path, online]);
  return path ? (info?.path === path ? info : { path, size: null, uploadedAt: null }) : null;
}
