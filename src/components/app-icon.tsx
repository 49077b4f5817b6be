// Draws a lucide icon through Chakra's Icon, which takes its one child as the svg (asChild), so
// the icon gets Chakra's sizing and colour tokens. Decorative unless given a label: a labelled
// icon is an image with that name (the chat's delivery states 'Pending', 'Sent', 'Failed').
import { Icon, type IconProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export type AppIconGlyph = LucideIcon;

type AppIconProps = { icon: LucideIcon; label?: string } & Omit<IconProps, 'asChild' | 'children'>;

export function AppIcon({ icon: Glyph, label, ...props }: AppIconProps) {
  return (
    <Icon asChild role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} {...props}>
      <Glyph strokeWidth={2} />
    </Icon>
  );
}
