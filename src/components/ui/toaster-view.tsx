// The app's toaster: its store (zag's toast machine: top-right, at most 5 visible, a 12 px gap
// and 16 px offset) and the view that renders its toasts (Chakra's toast snippet). Loaded after
// the first paint, by the providers and by notify() (toaster.ts), so one file holds both and a
// toast never needs a fetch of its own (offline, before the service worker controls the page).
import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', max: 5, gap: 12, offsets: '16px', pauseOnPageIdle: true });

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
