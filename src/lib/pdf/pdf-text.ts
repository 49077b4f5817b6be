// The text of a PDF, read on the device by pdf.js: the browser passes the lazily loaded library
// (load-pdfjs.ts), Node tests its legacy build, so the same code is what both run.
import type { getDocument } from 'pdfjs-dist';

export interface PdfLibrary {
  getDocument: typeof getDocument;
}

/** Pages read at most: a résumé's skills are on its first pages, and a long file stays cheap. */
const MAX_PAGES = 12;

/**
 * The text of each page up to `maxPages`, its lines kept as lines; '' for a PDF with no text
 * (a scan). Rejects with pdf.js's own error for a file that is not a readable PDF.
 */
export async function readPdfText(lib: PdfLibrary, data: Uint8Array, maxPages = MAX_PAGES): Promise<string> {
  // pdf.js takes ownership of the buffer it is given; a copy leaves the caller's bytes usable.
  // Errors only: font warnings (a standard font not embedded) concern drawing, not text.
  const task = lib.getDocument({ data: data.slice(), isEvalSupported: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
    }
    return pages.join('\n').trim();
  } finally {
    await task.destroy();
  }
}
