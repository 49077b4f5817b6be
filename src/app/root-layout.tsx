// The frame around every route: connection toasts and the route preloader.
import { Outlet } from 'react-router-dom';
import { useConnectionToasts } from '@/hooks/use-connection-toasts';
import { useRoutePreload } from '@/hooks/use-route-preload';
import { preloadModules } from './routes/route-modules';
import { PRELOAD_DELAY_MS, PRELOAD_IDLE_TIMEOUT_MS, preloadOrder } from './workspace/preload-plan';

const ORDER = preloadOrder();

export function RootLayout() {
  useConnectionToasts();
  useRoutePreload(ORDER, preloadModules, PRELOAD_DELAY_MS, PRELOAD_IDLE_TIMEOUT_MS);
  return <Outlet />;
}
