// False while React hydrates prerendered HTML (the server's answer), true from the render right
// after and in any render from scratch: what a prerendered control uses to stay inert until its
// handlers are attached.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
