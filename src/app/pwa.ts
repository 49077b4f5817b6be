// Registers the service worker (production builds only) through workbox-window and offers the
// update when a new version is waiting: 'A new version is available' with Reload.
import { notify } from '@/components/ui/toaster';
import { importFresh } from '@/utils/module-loads';

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await importFresh(() => import('workbox-window'));
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    notify('info', {
      id: 'app-update',
      title: 'A new version is available',
      persistent: true,
      action: {
        label: 'Reload',
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });
  await wb.register().catch((err: unknown) => console.error('Service worker registration failed', err));
}
