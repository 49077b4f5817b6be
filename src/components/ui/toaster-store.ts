// The toaster's store (zag's toast machine): top-right, at most 5 visible, a 12 px gap and 16 px
// offset. Loaded with the toaster's view, after the first paint; notify() (toaster.ts) reaches it
// on demand, so the store's code is not on any page's critical path.
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', max: 5, gap: 12, offsets: '16px', pauseOnPageIdle: true });
