// The user menu in the header. Its menu (and the machinery every menu needs) loads after the
// shell's first paint; until then its button shows on its own (components/deferred-control.tsx).
import { deferredControl } from '@/components/deferred-control';
import { UserMenuButton } from './user-menu-button';

function UserMenuStandIn() {
  return <UserMenuButton aria-haspopup="menu" aria-expanded={false} />;
}

export const UserMenu = deferredControl(
  () => import('./user-menu-control').then((m) => m.UserMenuControl),
  UserMenuStandIn,
);
