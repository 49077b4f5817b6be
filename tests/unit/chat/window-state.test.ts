import { describe, expect, it } from 'vitest';
import {
  bringToFront,
  closeWindow,
  collapseWindow,
  expandWindow,
  isOnTop,
  minimiseWindow,
  openWindow,
  restoreWindow,
  windowWidth,
  type ChatWindowState,
} from '@/features/chat/utils/window-state';

const win = (conversationId: string, change: Partial<ChatWindowState> = {}): ChatWindowState => ({
  conversationId,
  minimised: false,
  expanded: false,
  ...change,
});

describe('chat window transitions', () => {
  it('opens a new window on top and marks the conversation read', () => {
    const { windows, markRead } = openWindow([win('a')], 'b');
    expect(windows).toEqual([win('a'), win('b')]);
    expect(isOnTop(windows, 'b')).toBe(true);
    expect(markRead).toBe(true);
  });

  it('brings an open window that is not on top to the front, restoring it if minimised', () => {
    const restored = openWindow([win('a', { minimised: true }), win('b')], 'a');
    expect(restored.windows).toEqual([win('b'), win('a')]);
    expect(restored.markRead).toBe(true);
    const fronted = openWindow([win('a', { expanded: true }), win('b')], 'a');
    expect(fronted.windows).toEqual([win('b'), win('a', { expanded: true })]);
    expect(fronted.markRead).toBe(false);
  });

  it('toggles the window on top between minimised and restored', () => {
    const minimised = openWindow([win('a')], 'a');
    expect(minimised.windows).toEqual([win('a', { minimised: true })]);
    expect(minimised.markRead).toBe(false);
    const restored = openWindow(minimised.windows, 'a');
    expect(restored.windows).toEqual([win('a')]);
    expect(restored.markRead).toBe(true);
  });

  it('minimises, and restoring brings to front and marks read only when it was minimised', () => {
    const state = minimiseWindow([win('a'), win('b')], 'a');
    expect(state).toEqual([win('a', { minimised: true }), win('b')]);
    const restored = restoreWindow(state, 'a');
    expect(restored.windows).toEqual([win('b'), win('a')]);
    expect(restored.markRead).toBe(true);
    expect(restoreWindow(restored.windows, 'a').markRead).toBe(false);
    expect(restoreWindow(restored.windows, 'zzz')).toEqual({ windows: restored.windows, markRead: false });
  });

  it('expands to 500, collapses to 350 and minimises to 224', () => {
    const expanded = expandWindow([win('a')], 'a');
    expect(windowWidth(expanded[0]!)).toBe(500);
    const collapsed = collapseWindow(expanded, 'a');
    expect(windowWidth(collapsed[0]!)).toBe(350);
    expect(windowWidth(minimiseWindow(expanded, 'a')[0]!)).toBe(224);
  });

  it('brings a window to the front without changing the others', () => {
    expect(bringToFront([win('a'), win('b'), win('c')], 'a').map((w) => w.conversationId)).toEqual(['b', 'c', 'a']);
    const same = [win('a'), win('b')];
    expect(bringToFront(same, 'b')).toBe(same);
  });

  it('closes a window and leaves the rest in order', () => {
    expect(closeWindow([win('a'), win('b'), win('c')], 'b')).toEqual([win('a'), win('c')]);
    expect(closeWindow([win('a')], 'x')).toEqual([win('a')]);
  });
});
