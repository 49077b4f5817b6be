// What the chat list and a chat window share as floating panels: a card over the page that
// becomes a full-screen sheet (no border, no corners) on a small screen.
import type { FlexProps } from '@chakra-ui/react';

export function floatingPanel(full: boolean): FlexProps {
  return {
    direction: 'column',
    bg: 'bg.panel',
    borderWidth: full ? '0' : '1px',
    borderRadius: full ? '0' : 'lg',
    pointerEvents: 'auto',
    flexShrink: '0',
    position: full ? 'fixed' : 'relative',
    inset: full ? '0' : undefined,
  };
}
