// The one avatar for people and companies: the picture when it loads, otherwise initials on a
// colour hashed from the name (utils/avatar). Decorative by default, since the name always
// stands beside it; `data-avatar` lets the visual check find every avatar on a screen.
import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { avatarInitials, avatarPalette } from '@/utils/avatar';

const SIZES = { xs: '2xs', sm: 'xs', md: 'md', lg: '2xl' } as const;

interface AvatarProps {
  name?: string | null;
  email?: string | null;
  src?: string | null;
  size?: keyof typeof SIZES;
  /** Companies are rounded squares, people circles. */
  shape?: 'full' | 'rounded';
  /** A label when the avatar stands alone, with no name beside it. */
  label?: string;
}

export function Avatar({ name, email, src, size = 'md', shape = 'full', label }: AvatarProps) {
  return (
    <ChakraAvatar.Root
      size={SIZES[size]}
      shape={shape}
      variant="subtle"
      colorPalette={avatarPalette(name, email)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-avatar=""
    >
      {/* Initials as generated content, not text: a control named by its aria-label (the user
          menu, a chat row) must not show visible text its name lacks (WCAG 2.5.3). */}
      <ChakraAvatar.Fallback data-initials={avatarInitials(name, email)} _before={{ content: 'attr(data-initials)' }}>
        {/* A child, or Chakra draws its generic person icon instead of the initials. */}
        <span />
      </ChakraAvatar.Fallback>
      {src ? <ChakraAvatar.Image src={src} alt="" /> : null}
    </ChakraAvatar.Root>
  );
}
