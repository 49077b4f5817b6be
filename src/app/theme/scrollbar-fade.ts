// Marks an element (or the page) while it scrolls and unmarks it 600 ms after its last scroll,
// so scrollbar-styles.ts shows its bar only then. One listener for the whole document, in the
// capture phase, since scroll events do not bubble.
import { SCROLLING_MARK } from './scrollbar-styles';

/** How long after the last scroll the bar hides (product-spec §9). */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

export function fadeScrollbars(doc: Document = document): () => void {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const onScroll = (event: Event) => {
    // The page's own scroll comes from the document, whose bar is the root element's.
    const target = event.target as Element | Document | null;
    const element = target && 'setAttribute' in target ? target : doc.documentElement;
    clearTimeout(timers.get(element));
    element.setAttribute(SCROLLING_MARK, '');
    timers.set(
      element,
      setTimeout(() => {
        timers.delete(element);
        element.removeAttribute(SCROLLING_MARK);
      }, SCROLLBAR_HIDE_DELAY_MS),
    );
  };
  doc.addEventListener('scroll', onScroll, { capture: true, passive: true });
  return () => {
    doc.removeEventListener('scroll', onScroll, { capture: true });
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
