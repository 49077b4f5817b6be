// 'Switch Roles' as a button (its icon only on phones), disabled while a switch is under way.
// Shared by the menu and by the stand-in that shows until the menu's code has loaded.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { ArrowLeftRightIcon, ChevronDownIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';

export function RoleSwitcherButton({
  compact,
  switching,
  ...props
}: ButtonProps & { compact: boolean; switching: boolean }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={compact ? 'Switch Roles' : undefined}
      disabled={switching}
      loading={switching}
      {...props}
    >
      <AppIcon icon={ArrowLeftRightIcon} boxSize="4" />
      {!compact && 'Switch Roles'}
      <AppIcon icon={ChevronDownIcon} boxSize="3.5" color="fg.muted" />
    </Button>
  );
}
