// Public file references in pure form, apart from the app's configuration so Node tests can
// load them. file-url.ts applies them with the configured Supabase URL.

/** The value with the Supabase URL put before a storage path; other values as they are. */
export function resolveFileUrl(value: string | null | undefined, supabaseUrl: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith('/storage/v1/')) return `${supabaseUrl.replace(/\/+$/, '')}${trimmed}`;
  if (/^(https?:|blob:|data:image\/)/i.test(trimmed)) return trimmed;
  // Anything else (a bare path, another scheme) is not something this app stores: show nothing
  // rather than let the browser resolve it against the page.
  return undefined;
}

/** The stored reference for a public object: the root-relative path, as the seed stores it. */
export function publicObjectPath(bucket: string, path: string): string {
  return `/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The object a stored reference names in the owner's own folder of a public bucket (decoded), or
 * null: a link, or a file in someone else's folder, is never ours to remove.
 */
export function ownPublicObject(value: string | null | undefined, bucket: string, ownerId: string): string | null {
  const bucketPrefix = `/storage/v1/object/public/${bucket}/`;
  if (!value?.startsWith(`${bucketPrefix}${ownerId}/`)) return null;
  return decodeURIComponent(value.slice(bucketPrefix.length));
}
