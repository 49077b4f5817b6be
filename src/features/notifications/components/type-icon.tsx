// The icon for a notification's type, in a tinted circle.
import { Circle } from '@chakra-ui/react';
import { AppIcon, type IconName } from '@/components/icons';

const ICONS: Record<string, { icon: IconName; palette: string }> = {
  company_invitation: { icon: 'building', palette: 'purple' },
  application: { icon: 'briefcase', palette: 'blue' },
  interview: { icon: 'calendar', palette: 'green' },
  grading: { icon: 'trophy', palette: 'orange' },
  chat: { icon: 'mail', palette: 'teal' },
};

export function TypeIcon({ type }: { type: string }) {
  const { icon, palette } = ICONS[type] ?? { icon: 'bell', palette: 'gray' };
  return (
    <Circle size="8" flexShrink={0} bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden="true">
      <AppIcon name={icon} boxSize="4" />
    </Circle>
  );
}
