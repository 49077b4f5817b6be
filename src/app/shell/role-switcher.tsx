// 'Switch Roles' in the header, when there is somewhere else to go (product-spec §2 and §4). Its
// menu (and the machinery every menu needs) loads after the shell's first paint; until then its
// button shows on its own (components/deferred-control.tsx).
import { deferredControl } from '@/components/deferred-control';
import { useAccess } from '@/features/auth/data/use-auth';
import { useAtomValue } from '@/lib/store';
import { showsSwitcher } from '../workspace/switch-targets';
import { switchingWorkspaceAtom } from '../workspace/workspace-state';
import { RoleSwitcherButton } from './role-switcher-button';
import type { RoleSwitcherProps } from './role-switcher-menu';
import { importFresh } from '@/utils/module-loads';

function SwitcherStandIn({ compact }: RoleSwitcherProps) {
  const switching = useAtomValue(switchingWorkspaceAtom);
  return <RoleSwitcherButton compact={compact} switching={switching} aria-haspopup="menu" aria-expanded={false} />;
}

const DeferredSwitcher = deferredControl<RoleSwitcherProps>(
  () => importFresh(() => import('./role-switcher-menu')).then((m) => m.RoleSwitcherMenu),
  SwitcherStandIn,
);

export function RoleSwitcher(props: RoleSwitcherProps) {
  const { modes, companies } = useAccess();
  if (!showsSwitcher(modes, companies.length)) return null;
  return <DeferredSwitcher {...props} />;
}
