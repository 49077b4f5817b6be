// The app's toaster (product-spec §9): top-right, a close button, at most 5 visible, a 12 px gap
// and 16 px offset, durations by kind, and the limiter that drops bursts. The view that renders
// the toasts is in toaster-view.tsx, loaded after the first paint.
import { createToaster } from '@chakra-ui/react';
import { initialLimiterState, limitToast } from '@/utils/toast-limiter';

export const toaster = createToaster({ placement: 'top-end', max: 5, gap: 12, offsets: '16px', pauseOnPageIdle: true });

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export const toastDurations: Record<ToastKind, number> = { success: 4000, error: 6000, warning: 5000, info: 4000 };

export interface NotifyOptions {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Stays until closed or acted on (update prompts). */
  persistent?: boolean;
  id?: string;
}

let limiter = initialLimiterState;

/** Shows a toast unless the limiter drops it; returns whether it was shown. */
export function notify(kind: ToastKind, options: NotifyOptions): boolean {
  const verdict = limitToast(limiter, Date.now());
  limiter = verdict.state;
  if (!verdict.show) return false;
  toaster.create({
    // zag spreads the options over its generated id, so an undefined id must not be passed.
    ...(options.id ? { id: options.id } : {}),
    type: kind,
    title: options.title,
    description: options.description,
    action: options.action,
    duration: options.persistent ? Infinity : toastDurations[kind],
    closable: true,
  });
  return true;
}
