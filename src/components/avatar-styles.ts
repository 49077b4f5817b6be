// The avatar's look (components/avatar), registered once in the theme's global CSS: the sizes
// and shapes of Chakra's avatar recipe and its subtle variant in each palette of utils/avatar.
import type { SystemStyleObject } from '@chakra-ui/react';
import { AVATAR_PALETTE } from '@/utils/avatar';

const SIZES = {
  xs: { size: '1.5rem', font: '0.625rem' },
  sm: { size: '2rem', font: '0.75rem' },
  md: { size: '2.5rem', font: '1rem' },
  lg: { size: '4rem', font: '1.25rem' },
} as const;

export const avatarStyles: Record<string, SystemStyleObject> = {
  '.evee-avatar': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    verticalAlign: 'top',
    flexShrink: '0',
    userSelect: 'none',
    overflow: 'hidden',
    width: 'var(--avatar-size)',
    height: 'var(--avatar-size)',
    fontSize: 'var(--avatar-font-size)',
    fontWeight: 'medium',
    lineHeight: '1',
    textTransform: 'uppercase',
    borderRadius: 'full',
  },
  '.evee-avatar[data-shape=rounded]': { borderRadius: 'l3' },
  '.evee-avatar > [data-initials]::before': { content: 'attr(data-initials)' },
  '.evee-avatar > img': {
    position: 'absolute',
    inset: '0',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    borderRadius: 'inherit',
    visibility: 'hidden',
  },
  '.evee-avatar > img[data-loaded]': { visibility: 'visible' },
  ...Object.fromEntries(
    Object.entries(SIZES).map(([size, { size: box, font }]) => [
      `.evee-avatar[data-size=${size}]`,
      { '--avatar-size': box, '--avatar-font-size': font },
    ]),
  ),
  ...Object.fromEntries(
    AVATAR_PALETTE.map((palette) => [
      `.evee-avatar[data-palette=${palette}]`,
      { bg: `${palette}.muted`, color: `${palette}.fg` },
    ]),
  ),
};
