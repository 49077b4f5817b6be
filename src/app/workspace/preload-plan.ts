// Which route chunks to fetch ahead of need, in priority order (product-spec §4): loading
// starts 1 s after a navigation and waits for the browser to be idle, at most 5 s.
export const PRELOAD_DELAY_MS = 1000;
export const PRELOAD_IDLE_TIMEOUT_MS = 5000;

export type PreloadTarget =
  | 'talent-jobs'
  | 'company-hiring-center'
  | 'talent-applications'
  | 'notifications'
  | 'evee-ai'
  | 'company-candidates'
  | 'calendar'
  | 'settings';

export const preloadPriorities: Record<'high' | 'medium' | 'low', PreloadTarget[]> = {
  high: ['talent-jobs', 'company-hiring-center', 'talent-applications'],
  medium: ['notifications', 'evee-ai', 'company-candidates'],
  low: ['calendar', 'settings'],
};

export function preloadOrder(): PreloadTarget[] {
  return [...preloadPriorities.high, ...preloadPriorities.medium, ...preloadPriorities.low];
}
