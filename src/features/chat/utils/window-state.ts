// The chat windows' states and their transitions (product-spec §4), as pure functions. The
// last window in the list is the one on top. A transition says whether it marks the
// conversation read: opening a new window and restoring a minimised one do.
import { WINDOW_WIDTH } from './chat-constants';

export interface ChatWindowState {
  conversationId: string;
  minimised: boolean;
  expanded: boolean;
}

export interface Transition {
  windows: ChatWindowState[];
  markRead: boolean;
}

function find(windows: ChatWindowState[], id: string) {
  return windows.findIndex((w) => w.conversationId === id);
}

function update(windows: ChatWindowState[], id: string, change: Partial<ChatWindowState>): ChatWindowState[] {
  return windows.map((w) => (w.conversationId === id ? { ...w, ...change } : w));
}

export function isOnTop(windows: ChatWindowState[], id: string): boolean {
  return windows[windows.length - 1]?.conversationId === id;
}

/** Opens a conversation: new window; or to the front (restored); or, on top, toggled. */
export function openWindow(windows: ChatWindowState[], id: string): Transition {
  const index = find(windows, id);
  if (index < 0) {
    return { windows: [...windows, { conversationId: id, minimised: false, expanded: false }], markRead: true };
  }
  const current = windows[index]!;
  if (isOnTop(windows, id)) {
    const minimised = !current.minimised;
    return { windows: update(windows, id, { minimised }), markRead: !minimised };
  }
  const rest = windows.filter((w) => w.conversationId !== id);
  return { windows: [...rest, { ...current, minimised: false }], markRead: current.minimised };
}

export function bringToFront(windows: ChatWindowState[], id: string): ChatWindowState[] {
  const index = find(windows, id);
  if (index < 0 || index === windows.length - 1) return windows;
  return [...windows.filter((w) => w.conversationId !== id), windows[index]!];
}

export function minimiseWindow(windows: ChatWindowState[], id: string): ChatWindowState[] {
  return update(windows, id, { minimised: true });
}

export function restoreWindow(windows: ChatWindowState[], id: string): Transition {
  const current = windows[find(windows, id)];
  if (!current) return { windows, markRead: false };
  return { windows: bringToFront(update(windows, id, { minimised: false }), id), markRead: current.minimised };
}

export function expandWindow(windows: ChatWindowState[], id: string): ChatWindowState[] {
  return update(windows, id, { expanded: true });
}

export function collapseWindow(windows: ChatWindowState[], id: string): ChatWindowState[] {
  return update(windows, id, { expanded: false });
}

export function closeWindow(windows: ChatWindowState[], id: string): ChatWindowState[] {
  return windows.filter((w) => w.conversationId !== id);
}

export function windowWidth(window: ChatWindowState): number {
  if (window.minimised) return WINDOW_WIDTH.minimised;
  return window.expanded ? WINDOW_WIDTH.expanded : WINDOW_WIDTH.regular;
}
