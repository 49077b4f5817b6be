// The app's toasts (product-spec §9): a close button, durations by kind, and the limiter that
// drops bursts. The store (placement, limits) and the view are toaster-view.tsx, loaded after
// the first paint.
import { initialLimiterState, limitToast } from '@/utils/toast-limiter';
import { importFresh } from '@/utils/module-loads';

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
  const toast = {
    // zag spreads the options over its generated id, so an undefined id must not be passed.
    ...(options.id ? { id: options.id } : {}),
    type: kind,
    title: options.title,
    description: options.description,
    action: options.action,
    duration: options.persistent ? Infinity : toastDurations[kind],
    closable: true,
  };
  // Toasts keep their order: each waits on the same module load.
  void importFresh(() => import('./toaster-view'))
    .then(({ toaster }) => toaster.create(toast))
    .catch((err: unknown) => console.error('Could not show a toast', options.title, err));
  return true;
}
