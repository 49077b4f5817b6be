// The workspace screens' dialog: a title, a body, and a footer of actions, closed by Escape, the
// close button or Cancel. `role="alertdialog"` for confirmations.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  alert?: boolean;
}

export function WorkspaceDialog({ open, onClose, title, children, footer, size = 'md', alert = false }: Props) {
  // Chakra's 'full' size sets a minimum height the smaller sizes do not undo, so no responsive value.
  const mobile = useIsMobile();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={mobile ? 'full' : size}
      role={alert ? 'alertdialog' : 'dialog'}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
