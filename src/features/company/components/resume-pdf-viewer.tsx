// A PDF résumé shown inline: the file is fetched through a signed link and read by pdf.js (loaded
// now, not with the route); its pages are drawn as they scroll into view, at the panel's width
// times the zoom. A failure is said in words with Try again; offline, it waits and opens by itself
// once the connection returns.
import { Alert, Button, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MinusIcon, PlusIcon } from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import type { FileReference } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { loadPdfJs } from '@/lib/pdf/load-pdfjs';
import { fetchResume, ResumeError } from '../data/resume-access';
import { resumeProblemWords, type ResumeProblem } from '../utils/resume-file';
import { ResumePdfPage } from './resume-pdf-page';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2];

type State =
  | { status: 'loading' }
  | { status: 'failed'; problem: ResumeProblem }
  | { status: 'ready'; pdf: PDFDocumentProxy; ratio: number };

async function openPdf(file: FileReference, signal: AbortSignal) {
  const [bytes, lib] = await Promise.all([fetchResume(file, signal), loadPdfJs()]);
  const task = lib.getDocument({ data: bytes, isEvalSupported: false });
  signal.addEventListener('abort', () => void task.destroy());
  try {
    const pdf = await task.promise;
    const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
    return { pdf, ratio: first.height / first.width };
  } catch (err) {
    void task.destroy();
    if (signal.aborted) throw err;
    console.warn('[candidates] the résumé is not a readable PDF', err);
    throw new ResumeError('unreadable');
  }
}

/** The width the pages are drawn at: the panel's, followed as it resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function ResumePdfViewer({ file }: { file: FileReference }) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one attempt; an older attempt's reads as loading.
  const [outcome, setOutcome] = useState<{ attempt: number; state: State } | null>(null);
  const state: State = outcome?.attempt === attempt ? outcome.state : { status: 'loading' };
  const [zoom, setZoom] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  // The row the file comes from is read live and changes when opening marks the résumé reviewed:
  // the same file must not be fetched and parsed again, and a document pdf.js is still parsing
  // must not be destroyed under it (its worker then answers a callback nobody waits for).
  const fileJson = JSON.stringify(file);

  useEffect(() => {
    const file = JSON.parse(fileJson) as FileReference;
    const abort = new AbortController();
    let opened: PDFDocumentProxy | null = null;
    // Offline, it opens by itself once the browser is back online.
    const again = () => setAttempt((n) => n + 1);
    openPdf(file, abort.signal).then(
      ({ pdf, ratio }) => {
        opened = pdf;
        if (!abort.signal.aborted) setOutcome({ attempt, state: { status: 'ready', pdf, ratio } });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        if (!(err instanceof ResumeError)) console.error('[candidates] opening the résumé failed', err);
        const problem = err instanceof ResumeError ? err.problem : 'failed';
        if (problem === 'offline') window.addEventListener('online', again, { once: true, signal: abort.signal });
        setOutcome({ attempt, state: { status: 'failed', problem } });
      },
    );
    return () => {
      abort.abort();
      void opened?.destroy();
    };
  }, [fileJson, attempt]);

  if (state.status === 'failed') {
    return (
      <Alert.Root status={state.problem === 'offline' ? 'warning' : 'error'} size="sm" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{resumeProblemWords[state.problem]}</Alert.Description>
        </Alert.Content>
        {state.problem !== 'unreadable' && state.problem !== 'missing' && (
          <Button size="xs" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        )}
      </Alert.Root>
    );
  }

  const pages = state.status === 'ready' ? state.pdf.numPages : 0;
  const at = ZOOMS.indexOf(zoom);
  return (
    <Stack gap="3" ref={frame} aria-busy={state.status === 'loading'}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" role="status">
          {state.status === 'loading' ? 'Opening the résumé…' : pages === 1 ? '1 page' : `${pages} pages`}
        </Text>
        <HStack gap="1" role="group" aria-label="Zoom">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Zoom out"
            disabled={at <= 0}
            onClick={() => setZoom(ZOOMS[at - 1]!)}
          >
            <AppIcon icon={MinusIcon} boxSize="4" />
          </IconButton>
          <Text fontSize="sm" minW="12" textAlign="center" aria-live="polite">
            {zoom * 100}%
          </Text>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Zoom in"
            disabled={at >= ZOOMS.length - 1}
            onClick={() => setZoom(ZOOMS[at + 1]!)}
          >
            <AppIcon icon={PlusIcon} boxSize="4" />
          </IconButton>
        </HStack>
      </HStack>
      {state.status === 'loading' || !width ? (
        <Skeleton height="96" borderRadius="l2" />
      ) : (
        <Stack
          gap="3"
          // Centred while a page fits, scrollable from its left edge once zoomed wider.
          alignItems="safe center"
          maxH="80vh"
          overflow="auto"
          bg="bg.muted"
          p="2"
          borderRadius="l2"
          // Scrolled by the keyboard too: the pages are a named region that takes the focus.
          tabIndex={0}
          role="region"
          aria-label="Résumé pages"
        >
          {Array.from({ length: pages }, (_, i) => (
            <ResumePdfPage
              key={i}
              pdf={state.pdf}
              number={i + 1}
              count={pages}
              width={Math.floor((width - 16) * zoom)}
              ratio={state.ratio}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
