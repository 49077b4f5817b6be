// The one avatar for people and companies: the picture when it loads, otherwise initials on a
// colour hashed from the name (utils/avatar). Decorative by default, since the name always
// stands beside it; `data-avatar` lets the visual check find every avatar on a screen.
// Plain elements styled once by avatar-styles (in the theme's global CSS): lists draw dozens of
// avatars, and Chakra's styled avatar cost more to render than the rest of a result card.
// `src` is the column's value as stored: a storage path ('/storage/v1/object/public/...') gets
// the Supabase URL put before it here, so every screen shows uploaded pictures alike.
import { useState } from 'react';
import { publicFileUrl } from '@/lib/files/file-url';
import { avatarInitials, avatarPalette } from '@/utils/avatar';

interface AvatarProps {
  name?: string | null;
  email?: string | null;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Companies are rounded squares, people circles. */
  shape?: 'full' | 'rounded';
  /** A label when the avatar stands alone, with no name beside it. */
  label?: string;
}

export function Avatar({ name, email, src: stored, size = 'md', shape = 'full', label }: AvatarProps) {
  const src = publicFileUrl(stored);
  // The picture shows once loaded: until then, and if it fails, the initials do.
  const [state, setState] = useState<{ src: string; loaded: boolean } | null>(null);
  const loaded = state !== null && state.src === src && state.loaded;
  const failed = state !== null && state.src === src && !state.loaded;
  return (
    <span
      className="evee-avatar"
      data-size={size}
      data-shape={shape}
      data-palette={avatarPalette(name, email)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-avatar=""
    >
      {/* Initials as generated content, not text: a control named by its aria-label (the user
          menu, a chat row) must not show visible text its name lacks (WCAG 2.5.3). */}
      <span data-initials={avatarInitials(name, email)} />
      {src && !failed ? (
        <img
          src={src}
          alt={label ?? ''}
          data-loaded={loaded || undefined}
          onLoad={() => setState({ src, loaded: true })}
          onError={() => setState({ src, loaded: false })}
        />
      ) : null}
    </span>
  );
}
