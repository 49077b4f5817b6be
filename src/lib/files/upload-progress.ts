// How far each file being uploaded in this tab has got (0 to 1), by object path, for screens
// that show a file waiting to go (the chat's pending attachments). Uploads run in the tab that
// sends, so another tab sees no progress, only the pending state.
import { useSyncExternalStore } from 'react';

const progress = new Map<string, number>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setUploadProgress(path: string, sent: number, total: number): void {
  progress.set(path, total > 0 ? Math.min(1, sent / total) : 0);
  notify();
}

export function clearUploadProgress(path: string): void {
  if (progress.delete(path)) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The share of the file sent so far, or undefined when it is not being uploaded here. */
export function useUploadProgress(path: string): number | undefined {
  return useSyncExternalStore(subscribe, () => progress.get(path));
}
