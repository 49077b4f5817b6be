// The slide-over that holds the sidebar below 768 px. Its own chunk, loaded only on a
// phone-sized screen, so a desktop shell does not carry the drawer's dialog machinery; the
// sidebar's content comes from the shell as children, so no shell code moves with it.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function SidebarDrawer({ open, onOpenChange, children }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="18rem" data-testid="sidebar" data-state={open ? 'open' : 'closed'}>
            <Drawer.Title srOnly>Menu</Drawer.Title>
            {children}
            <Drawer.CloseTrigger asChild position="absolute" top="2.5" insetEnd="2">
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
