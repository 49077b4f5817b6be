// pdf.js, loaded the first time a PDF is opened or read, never with a route: its library and its
// worker (which parses the file off the main thread) are chunks of their own, which the service
// worker precaches, so they load offline too. One worker serves every document.
import type * as PdfJs from 'pdfjs-dist';
import { importFresh } from '@/utils/module-loads';

let loading: Promise<typeof PdfJs> | null = null;

export function loadPdfJs(): Promise<typeof PdfJs> {
  loading ??= Promise.all([
    importFresh(() => import('pdfjs-dist')),
    importFresh(() => import('pdfjs-dist/build/pdf.worker.min.mjs?worker')),
  ])
    .then(([lib, { default: PdfWorker }]) => {
      lib.GlobalWorkerOptions.workerPort = new PdfWorker();
      return lib;
    })
    .catch((err: unknown) => {
      // A failed load (offline before the chunks were cached) is tried again next time.
      loading = null;
      throw err;
    });
  return loading;
}
