// One page of a PDF résumé: a placeholder of the page's shape until it scrolls near the view, then
// drawn on a canvas at the given width (sharp on high-density screens), again when the width
// changes. The canvas is an image named 'Page n of N'.
import { Box } from '@chakra-ui/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

interface Props {
  pdf: PDFDocumentProxy;
  number: number;
  count: number;
  /** CSS pixels. */
  width: number;
  /** Height over width of the first page, for the placeholder until this page is read. */
  ratio: number;
}

/** Whether the element is in or near the view (a screen ahead, so scrolling finds pages drawn). */
function useNearView(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export function ResumePdfPage({ pdf, number, count, width, ratio }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearView(box);
  const [height, setHeight] = useState(Math.round(width * ratio));
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!near || !canvas.current || width <= 0) return;
    const target = canvas.current;
    let task: RenderTask | null = null;
    let stopped = false;
    void (async () => {
      const page = await pdf.getPage(number);
      if (stopped) return;
      const base = page.getViewport({ scale: 1 });
      const scale = width / base.width;
      const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      setHeight(Math.round(base.height * scale));
      task = page.render({ canvas: target, viewport });
      await task.promise;
      if (!stopped) setDrawn(true);
    })().catch((err: unknown) => {
      // A draw cancelled for a newer one (the zoom changed) is no failure.
      if (!stopped && (err as { name?: string }).name !== 'RenderingCancelledException') {
        console.error(`[candidates] drawing page ${number} of the résumé failed`, err);
      }
    });
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [near, pdf, number, width]);

  const name = `Page ${number} of ${count}`;
  return (
    <Box ref={box} flexShrink={0} w={`${width}px`} h={`${height}px`} bg="white" boxShadow="sm">
      <canvas
        ref={canvas}
        role="img"
        aria-label={name}
        aria-busy={!drawn}
        data-drawn={drawn || undefined}
        style={{ width: `${width}px`, height: `${height}px`, display: 'block' }}
      />
    </Box>
  );
}
