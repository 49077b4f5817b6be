// The collapsed sidebar's tooltips (each icon's label, 'Hide Menu'). Only a collapsed sidebar
// shows them, so the tooltip's machinery loads when the sidebar first collapses, not with every
// shell; until it lands (a moment, from the cache) the control shows without its tooltip.
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { importFresh } from '@/utils/module-loads';

const Tooltip = lazyComponent(() => importFresh(() => import('@/components/ui/tooltip')).then((m) => m.Tooltip));

export function SidebarTooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Tooltip content={content}>{children}</Tooltip>
    </Suspense>
  );
}
