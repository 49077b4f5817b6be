// True below the 768 px mobile breakpoint (product-spec §9). One MediaQueryList for the page:
// React reads the snapshot on every render of every user of the hook, and making a new list
// each time showed in the profile of typing a search.
import { useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';

let list: MediaQueryList | null = null;
const mobileQuery = () => (list ??= window.matchMedia(MOBILE_QUERY));

function subscribe(onChange: () => void) {
  const query = mobileQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mobileQuery().matches,
    () => false,
  );
}
