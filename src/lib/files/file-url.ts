// Public files (avatars, company logos) are referenced in their columns either by an absolute
// https URL (older data) or by a root-relative storage path, '/storage/v1/object/public/<bucket>/
// <path>', which names no host: the same row works against the local stack and hosted Supabase.
// This turns either into something an <img> can load.
import { env } from '@/config/env';
import { resolveFileUrl } from './public-path';

export function publicFileUrl(value: string | null | undefined): string | undefined {
  return resolveFileUrl(value, env.supabaseUrl);
}
