// With reduced motion asked for, what opens and closes (dialogs, menus, popovers, toasts,
// tooltips, collapsibles: Chakra keys their enter and exit animations on data-state) appears
// and goes at once. A zero duration rather than a short one: Ark's presence then unmounts at
// once instead of waiting for an animationend. Spinners and skeletons keep their motion, which
// says that something is loading.
import type { SystemStyleObject } from '@chakra-ui/react';

export const reducedMotionStyles: Record<string, SystemStyleObject> = {
  '[data-state]': {
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '0s !important' },
  },
};
