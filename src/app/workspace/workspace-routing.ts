// Which workspace a path belongs to, where each workspace lands, and where a person without
// access to an area is sent instead (product-spec §2, §4 and §6).
import { paths } from '@/config/paths';
import { workspaceOrder, type WorkspaceMode } from '@/features/auth/utils/access-flags';

export const defaultLandings: Record<WorkspaceMode, string> = {
  talent: paths.talent.jobs,
  company: paths.company.hiringCenter,
  recruiter: paths.recruiter.talentSearch,
  internal: paths.internal.dashboard,
};

/** The workspace group of a path under /workspace, by prefix; null outside /workspace. */
export function areaForPath(pathname: string): WorkspaceMode | null {
  if (pathname !== '/workspace' && !pathname.startsWith('/workspace/')) return null;
  for (const mode of ['internal', 'company', 'recruiter'] as const) {
    if (pathname === `/workspace/${mode}` || pathname.startsWith(`/workspace/${mode}/`)) return mode;
  }
  return 'talent';
}

/** The first usable area's landing, in order talent, company, recruiter, internal. */
export function firstUsableLanding(modes: readonly WorkspaceMode[]): string {
  const first = workspaceOrder.find((mode) => modes.includes(mode));
  return first ? defaultLandings[first] : paths.auth;
}

/** Where to send someone who opened this path, or null if they may stay. */
export function accessRedirect(pathname: string, modes: readonly WorkspaceMode[]): string | null {
  const area = areaForPath(pathname);
  if (!area || modes.includes(area)) return null;
  return firstUsableLanding(modes);
}

/** Where a switch to this mode goes: its default landing if allowed, else the fallback order. */
export function landingAfterSwitch(mode: WorkspaceMode, modes: readonly WorkspaceMode[]): string {
  return modes.includes(mode) ? defaultLandings[mode] : firstUsableLanding(modes);
}

/**
 * The workspace whose sidebar frames this path: the path's own group under /workspace; on
 * shared paths (/calendar, /notifications…) the remembered mode if still allowed.
 */
export function shellMode(
  pathname: string,
  rememberedMode: WorkspaceMode | null,
  modes: readonly WorkspaceMode[],
): WorkspaceMode {
  const area = areaForPath(pathname);
  if (area && modes.includes(area)) return area;
  if (rememberedMode && modes.includes(rememberedMode)) return rememberedMode;
  return modes[0] ?? 'talent';
}
