// Chakra's tooltip snippet with the app's 700 ms open delay (product-spec §9).
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;

interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  placement?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, disabled, placement = 'right' }: TooltipProps) {
  if (disabled) return <>{children}</>;
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_DELAY_MS} closeDelay={100} positioning={{ placement }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
