// 'Connection lost' / 'Connection restored' toasts when the browser's connectivity changes.
import { useEffect } from 'react';
import { notify } from '@/components/ui/toaster';

export function useConnectionToasts(): void {
  useEffect(() => {
    const lost = () =>
      notify('warning', { id: 'connection', title: 'Connection lost', description: 'Attempting to reconnect...' });
    const restored = () => notify('success', { id: 'connection', title: 'Connection restored' });
    window.addEventListener('offline', lost);
    window.addEventListener('online', restored);
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', restored);
    };
  }, []);
}
