// One 24×24 stroked line icon drawn from a path. Decorative unless given a label: a labelled
// icon is an image with that name (the chat's delivery states 'Pending', 'Sent', 'Failed').
import { Icon, type IconProps } from '@chakra-ui/react';

export function LineIcon({ path, label, ...props }: { path: string; label?: string } & IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      <path d={path} />
    </Icon>
  );
}
