// The user menu: who is signed in, the theme (Light, Dark, System), Help (asking Evee's staff)
// and Sign Out. Its own chunk, loaded after the shell's first paint (user-menu.tsx).
import { LifeBuoyIcon, LogOutIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import type { DeferredProps } from '@/components/deferred-control';
import { lazyComponent } from '@/components/lazy-component';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { signOut, useCurrentUserName, useSession } from '@/features/auth/data/use-auth';
import { useAtom } from '@/lib/store';
import { themePreferenceAtom, type ThemePreference } from '../theme/color-mode';
import { UserMenuButton } from './user-menu-button';
import { importFresh } from '@/utils/module-loads';

// Help (a support request and its replies) loads when first opened, not with every screen.
const HelpDialog = lazyComponent(() =>
  importFresh(() => import('@/features/support/components/help-dialog')).then((m) => m.HelpDialog),
);

const THEMES: { value: ThemePreference; label: string; icon: AppIconGlyph }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
];

export function UserMenuControl({ defaultOpen }: DeferredProps) {
  const { name, email } = useCurrentUserName();
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
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <UserMenuButton />
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
