// The user menu: who is signed in, the theme (Light, Dark, System), Help (asking Evee's staff)
// and Sign Out.
import { ChevronDownIcon, LifeBuoyIcon, LogOutIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { lazyComponent } from '@/components/lazy-component';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useOwnAvatarUrl } from '@/features/auth/data/use-own-avatar';
import { signOut, useCurrentUserName, useSession } from '@/features/auth/data/use-auth';
import { useAtom } from '@/lib/store';
import { themePreferenceAtom, type ThemePreference } from '../theme/color-mode';

// Help (a support request and its replies) loads when first opened, not with every screen.
const HelpDialog = lazyComponent(() => import('@/features/support/components/help-dialog').then((m) => m.HelpDialog));

const THEMES: { value: ThemePreference; label: string; icon: AppIconGlyph }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
];

export function UserMenu() {
  const { name, email } = useCurrentUserName();
  const avatarUrl = useOwnAvatarUrl();
  const [theme, setTheme] = useAtom(themePreferenceAtom);
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  // Once opened it stays mounted, so what was typed in it survives closing it.
  const [helpLoaded, setHelpLoaded] = useState(false);
  const viewerId = useSession()?.user.id ?? null;

  const onSignOut = async () => {
    const { error } = await signOut();
    if (error) notify('error', { title: 'Error', description: error });
    navigate(paths.auth, { replace: true });
  };

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" px="1.5" aria-label="User menu" gap="2">
            <Avatar name={name} email={email} src={avatarUrl} size="sm" />
            <AppIcon icon={ChevronDownIcon} boxSize="3.5" color="fg.muted" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="60">
              <Box px="2" py="1.5">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {email}
                </Text>
              </Box>
              <Menu.Separator />
              <Menu.RadioItemGroup value={theme} onValueChange={(e) => setTheme(e.value as ThemePreference)}>
                <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
                {THEMES.map((t) => (
                  <Menu.RadioItem key={t.value} value={t.value}>
                    <AppIcon icon={t.icon} boxSize="4" />
                    <Box flex="1">{t.label}</Box>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.Item
                value="help"
                onSelect={() => {
                  setHelpLoaded(true);
                  setHelpOpen(true);
                }}
              >
                <AppIcon icon={LifeBuoyIcon} boxSize="4" />
                Help
              </Menu.Item>
              <Menu.Item value="sign-out" onSelect={() => void onSignOut()}>
                <AppIcon icon={LogOutIcon} boxSize="4" />
                Sign Out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {helpLoaded && (
        <Suspense fallback={null}>
          <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} viewerId={viewerId} />
        </Suspense>
      )}
    </>
  );
}
