// The user menu in the header. Its menu (and the machinery every menu needs) loads after the
// shell's first paint; until then its button shows on its own (components/deferred-control.tsx).
import { deferredControl } from '@/components/deferred-control';
import { UserMenuButton } from './user-menu-button';
import { importFresh } from '@/utils/module-loads';

function UserMenuStandIn() {
  return <UserMenuButton aria-haspopup="menu" aria-expanded={false} />;
}

export const UserMenu = deferredControl(
  () => importFresh(() => import('./user-menu-control')).then((m) => m.UserMenuControl),
  UserMenuStandIn,
);
