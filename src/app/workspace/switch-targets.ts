// Whether Switch Roles has anything to offer (product-spec §4: switching needs more than one
// workspace). Each company counts as a place to switch to, so someone in two companies keeps the
// switcher even with the company workspace alone; someone with one workspace does not see it.
import type { WorkspaceMode } from '@/features/auth/utils/access-flags';

export function switchTargetCount(modes: readonly WorkspaceMode[], companyCount: number): number {
  const others = modes.filter((mode) => mode !== 'company').length;
  return others + (modes.includes('company') ? Math.max(1, companyCount) : 0);
}

export function showsSwitcher(modes: readonly WorkspaceMode[], companyCount: number): boolean {
  return switchTargetCount(modes, companyCount) > 1;
}
