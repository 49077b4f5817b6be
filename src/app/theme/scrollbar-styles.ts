// Scroll areas show their bar while they scroll and hide it 600 ms after (product-spec §9): the
// bar keeps its room, so nothing moves when it shows, and only its colour changes. Scrolling by
// keyboard, wheel and touch is the browser's own and is untouched; scrollbar-fade.ts marks the
// element that scrolls. With reduced motion the bar appears and goes without fading.
import type { SystemStyleObject } from '@chakra-ui/react';

/** The attribute scrollbar-fade.ts sets on an element while it scrolls. */
export const SCROLLING_MARK = 'data-scrolling';

const shown = 'var(--chakra-colors-border-emphasized) transparent';
// Windows' high-contrast modes draw the system's bar: it must stay there to be seen.
const forcedColors = { '@media (forced-colors: active)': { scrollbarColor: 'auto' } };

export const scrollbarStyles: Record<string, SystemStyleObject> = {
  '*': {
    scrollbarWidth: 'thin',
    scrollbarColor: 'transparent transparent',
    '@media (prefers-reduced-motion: no-preference)': { transition: 'scrollbar-color 200ms ease-out' },
    ...forcedColors,
  },
  [`[${SCROLLING_MARK}]`]: { scrollbarColor: shown, ...forcedColors },
};
