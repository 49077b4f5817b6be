// Scroll areas show their bar while scrolling and hide it 600 ms after the last scroll.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fadeScrollbars, SCROLLBAR_HIDE_DELAY_MS } from '@/app/theme/scrollbar-fade';
import { scrollbarStyles, SCROLLING_MARK } from '@/app/theme/scrollbar-styles';

/** An element as far as the fade looks at it: its attributes. */
class FakeElement extends EventTarget {
  readonly attributes = new Set<string>();
  setAttribute(name: string) {
    this.attributes.add(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

function fakeDocument() {
  const doc = Object.assign(new EventTarget(), { documentElement: new FakeElement() });
  const scroll = (target: EventTarget) => {
    // A scroll event reaches the document's capture listener with the scrolled element as target.
    const event = new Event('scroll');
    Object.defineProperty(event, 'target', { value: target });
    doc.dispatchEvent(event);
  };
  return { doc: doc as unknown as Document, root: doc.documentElement, scroll };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the scrollbar fade', () => {
  it('marks a scrolling area at once and unmarks it 600 ms after its last scroll', () => {
    const { doc, scroll } = fakeDocument();
    const list = new FakeElement();
    const stop = fadeScrollbars(doc);
    scroll(list);
    expect(list.attributes.has(SCROLLING_MARK)).toBe(true);
    vi.advanceTimersByTime(400);
    scroll(list);
    vi.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS - 1);
    expect(list.attributes.has(SCROLLING_MARK)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(list.attributes.has(SCROLLING_MARK)).toBe(false);
    stop();
  });

  it("marks the root element for the page's own scroll, and each area apart", () => {
    const { doc, root, scroll } = fakeDocument();
    const panel = new FakeElement();
    const stop = fadeScrollbars(doc);
    scroll(doc as unknown as EventTarget);
    vi.advanceTimersByTime(300);
    scroll(panel);
    vi.advanceTimersByTime(300);
    expect(root.attributes.has(SCROLLING_MARK)).toBe(false);
    expect(panel.attributes.has(SCROLLING_MARK)).toBe(true);
    stop();
    scroll(panel);
    vi.advanceTimersByTime(1000);
    expect(panel.attributes.has(SCROLLING_MARK)).toBe(true);
  });

  it('hides bars without taking their room, fades only without reduced motion, and keeps them in forced colours', () => {
    expect(scrollbarStyles['*']).toMatchObject({ scrollbarWidth: 'thin', scrollbarColor: 'transparent transparent' });
    expect(Object.keys(scrollbarStyles['*']!)).toContain('@media (prefers-reduced-motion: no-preference)');
    expect(scrollbarStyles[`[${SCROLLING_MARK}]`]).toHaveProperty('scrollbarColor');
    for (const rule of Object.values(scrollbarStyles)) {
      expect(rule).toHaveProperty(['@media (forced-colors: active)', 'scrollbarColor'], 'auto');
    }
  });
});
