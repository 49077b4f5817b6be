// The user menu's button: the signed-in person's avatar and a chevron. Shared by the menu and by
// the stand-in that shows until the menu's code has loaded, so the two look the same.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { ChevronDownIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { useCurrentUserName } from '@/features/auth/data/use-auth';
import { useOwnAvatarUrl } from '@/features/auth/data/use-own-avatar';

export function UserMenuButton(props: ButtonProps) {
  const { name, email } = useCurrentUserName();
  const avatarUrl = useOwnAvatarUrl();
  return (
    <Button variant="ghost" size="sm" px="1.5" aria-label="User menu" gap="2" {...props}>
      <Avatar name={name} email={email} src={avatarUrl} size="sm" />
      <AppIcon icon={ChevronDownIcon} boxSize="3.5" color="fg.muted" />
    </Button>
  );
}
